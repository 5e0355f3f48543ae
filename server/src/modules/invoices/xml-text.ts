/**
 * Text for FatturaPA fields: the schema takes Basic Latin and Latin-1 only (String…LatinType),
 * so typographic marks become their plain forms and anything else outside Latin-1 a '?'.
 */
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u20AC': 'EUR',
  '\u00A0': ' ',
};

export function latin(text: string, max: number): string {
  const plain = [...text.normalize('NFC')]
    .map((c) => PLAIN[c] ?? (c.charCodeAt(0) <= 0xff && c >= ' ' ? c : '?'))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return [...plain].slice(0, max).join('').trim() || '-';
}

/** Element text (never an attribute): only &, < and > need escaping. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** 1234 cents as '12.34' (Amount2DecimalType). */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 750 thousandths as '0.750' (QuantitaType). */
export function quantity(milli: number): string {
  return `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
}

/** The unit price that makes PrezzoTotale exactly (to 8 decimals): taxable / quantity. */
export function unitPrice(taxableCents: number, quantityMilli: number): string {
  // euros = cents / 100, per unit = / (milli / 1000): cents x 10 / milli, with 8 decimals.
  const scaled =
    (BigInt(taxableCents) * 10n * 10n ** 8n * 2n + BigInt(quantityMilli)) /
    (2n * BigInt(quantityMilli));
  const whole = scaled / 10n ** 8n;
  const fraction = String(scaled % 10n ** 8n).padStart(8, '0');
  return `${whole}.${fraction}`;
}

/** 22 as '22.00' (RateType). */
export function rate(percent: number): string {
  return `${percent}.00`;
}
