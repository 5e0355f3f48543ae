import type { MailLanguage } from '../mail-layout';

const LOCALES: Record<MailLanguage, string> = { it: 'it-IT', en: 'en-GB' };

const euroFormats = new Map(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
  ]),
);

/** '12,50 €' in Italian, '€12.50' in English (Intl keeps the sign to the figure). */
export function euro(cents: number, language: MailLanguage): string {
  return euroFormats.get(language)!.format(cents / 100);
}

const decimals = (language: MailLanguage, max: number) =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: max });

/**
 * An amount as the shop sells it: weighed products in grams below a kilogram and in
 * kilograms from there ('850 g', '1,25 kg'), pieces counted ('2 pz', '2 pcs').
 */
export function quantity(milli: number, um: 'KG' | 'PZ', language: MailLanguage): string {
  if (um === 'KG')
    return milli < 1000 ? `${milli} g` : `${decimals(language, 3).format(milli / 1000)} kg`;
  const pieces = decimals(language, 3).format(milli / 1000);
  if (language === 'it') return `${pieces} pz`;
  return milli === 1000 ? '1 pc' : `${pieces} pcs`;
}

const dayFormats = new Map(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
  ]),
);

const hhmm = (time: string) => time.slice(0, 5);

/** 'venerdì 27 novembre, dalle 10:00 alle 12:00' or 'Friday 27 November, 10:00 to 12:00'. */
export function slotText(
  slot: { date: string; from: string; to: string },
  language: MailLanguage,
): string {
  const [y, m, d] = slot.date.split('-').map(Number);
  const day = dayFormats.get(language)!.format(new Date(Date.UTC(y!, m! - 1, d!)));
  return language === 'it'
    ? `${day}, dalle ${hhmm(slot.from)} alle ${hhmm(slot.to)}`
    : `${day}, ${hhmm(slot.from)} to ${hhmm(slot.to)}`;
}
