import type account from './locales/it/account.json';
import type addresses from './locales/it/addresses.json';
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

// One file per area of the shop (locales/<language>/<area>.json), each holding its own
// top-level sections, merged into the single 'translation' namespace.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function merged(language: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    if (path.startsWith(`./locales/${language}/`)) Object.assign(out, content);
  }
  return out;
}

export const resources = {
  it: { translation: merged('it') as Translation },
  en: { translation: merged('en') as Translation },
};
