/** Money is integer cents inside the system and euros with two decimals on the wire. */
export type Cents = number;

export function centsToEuro(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function euroToCents(euro: number): Cents {
  return Math.round(euro * 100);
}

/**
 * Rounds to `decimals`, half away from zero. Going through 12 significant digits
 * first removes binary drift (1.005 * 100 is 100.49999…), so 1.005 becomes 1.01.
 */
export function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

export function roundEuro(euro: number): number {
  return roundHalfUp(euro, 2);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number as Intl.NumberFormat('it-IT') writes it, without Intl: the first Intl.NumberFormat
 * loads the locale's ICU data, some 100 ms of a phone's first screen (a quarter of that on a
 * desktop). Rounds the shortest decimal form half away from zero to `maxFraction` digits, keeps
 * at least `minFraction`, and groups thousands from five digits on, as ICU does for Italian;
 * null for what it does not cover (exponents, NaN, infinities).
 */
export function formatItalianNumber(
  value: number,
  minFraction: number,
  maxFraction: number,
): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!match) return null;
  const fraction = match[2] ?? '';
  let scaled = BigInt(`${match[1]}${fraction.slice(0, maxFraction).padEnd(maxFraction, '0')}`);
  if ((fraction[maxFraction] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction);
  let decimals = digits.slice(digits.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** '1,99 €' in Italian, '€1.99' in English. */
export function formatPrice(euro: number, locale = 'it-IT'): string {
  if (locale === 'it-IT') {
    const italian = formatItalianNumber(euro, 2, 2);
    if (italian !== null) return `${italian} €`;
  }
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, f);
  }
  return f.format(euro).replace(/\u00a0/g, ' ');
}

/** Fee-free-delivery gap: first fee threshold minus the cart net total, never negative. */
export function feeFreeGap(thresholdEuro: number, netTotalEuro: number): number {
  return Math.max(0, roundEuro(thresholdEuro - netTotalEuro));
}
