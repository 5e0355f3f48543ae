import type account from './locales/it/account.json';
import type addresses from './locales/it/addresses.json';
import type buyAgain from './locales/it/buy-again.json';
import type cart from './locales/it/cart.json';
import type core from './locales/it/core.json';
import type catalogue from './locales/it/catalogue.json';
import type checkout from './locales/it/checkout.json';
import type footerPages from './locales/it/footer-pages.json';
import type home from './locales/it/home.json';
import type landing from './locales/it/landing.json';
import type orders from './locales/it/orders.json';
import type payments from './locales/it/payments.json';
import type productDetail from './locales/it/product-detail.json';
import type shell from './locales/it/shell.json';
import type signup from './locales/it/signup.json';
import type smartLists from './locales/it/smart-lists.json';
import type staff from './locales/it/staff.json';
import type stores from './locales/it/stores.json';
import type validation from './locales/it/validation.json';

/** Italian is the reference language: its files define every key. */
export type Translation = typeof account &
  typeof addresses &
  typeof buyAgain &
  typeof cart &
  typeof core &
  typeof catalogue &
  typeof checkout &
  typeof footerPages &
  typeof home &
  typeof landing &
  typeof orders &
  typeof payments &
  typeof productDetail &
  typeof shell &
  typeof signup &
  typeof smartLists &
  typeof staff &
  typeof stores &
  typeof validation;

/** One language's files (locales/<language>/<area>.json), as Vite's glob imports them. */
export type LocaleFiles = Record<string, Record<string, unknown>>;

// Each file holds its own top-level sections, merged into the single 'translation' namespace.
export function mergeLocaleFiles(files: LocaleFiles): Translation {
  const out: Record<string, unknown> = {};
  for (const content of Object.values(files)) Object.assign(out, content);
  return out as Translation;
}

/**
 * Italian is in the entry: the default and the fallback of every other language, needed for
 * the first render. Other languages are chunks of their own (english.ts), loaded on demand.
 */
export const italian = mergeLocaleFiles(
  import.meta.glob<Record<string, unknown>>('./locales/it/*.json', {
    eager: true,
    import: 'default',
  }),
);
