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

/** '1,99 €' in Italian, '€1.99' in English. */
export function formatPrice(euro: number, locale = 'it-IT'): string {
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
