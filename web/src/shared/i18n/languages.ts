import { formatItalianNumber, LANGUAGE_COOKIE } from '@spesa/contracts';
export const supportedLanguages = ['it', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'it';

/** localStorage key holding the shopper's chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

// English uses British conventions for dates; prices come out as '€1.99' either way.
const locales: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language);
}

/** The Intl locale for an i18next language code, Italian when unknown. */
export function localeFor(language: string | undefined): string {
  return isLanguage(language) ? locales[language] : locales[defaultLanguage];
}

export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    // Storage can be blocked (private mode, sandboxed iframe): fall back quietly.
    return defaultLanguage;
  }
}

export function storeLanguage(language: Language): void {
  // Mirrored in a cookie so the server draws a first screen in it (app/entry-server.tsx).
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/app; Max-Age=31536000; SameSite=Lax`;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice only costs a click next visit.
  }
}

/**
 * '2' pieces, '0,75' or '0,795' kg: a quantity to the gram (three decimals at most), in the
 * interface language. A prepared weight rounded to 0,8 kg beside its line total would not
 * add up (issue 27.10: 0,795 kg x 2,49 € is 1,98 €, 0,8 kg x 2,49 € is 1,99 €).
 */
export function formatAmount(amount: number, language: string | undefined): string {
  const locale = localeFor(language);
  // Italian without Intl: its first use loads ICU data on the product page's first screen.
  if (locale === 'it-IT') return formatItalianNumber(amount, 0, 3) ?? String(amount);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(amount);
}

/**
 * A slot day as the interface language names it: the server's Italian label ('Venerdì 27
 * novembre', the spec's text) in Italian, the date spelled out otherwise ('Friday 27 November');
 * issue 27.5 found the Italian one in the English interface.
 */
export function dayLabel(
  day: { date: string; description: string },
  language: string | undefined,
): string {
  const locale = localeFor(language);
  if (locale === 'it-IT' || !/^\d{4}-\d{2}-\d{2}$/.test(day.date)) return day.description;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day.date}T00:00:00Z`));
}
