/** Money is integer cents inside the system and euros with two decimals on the wire. */
export type Cents = number;

export function centsToEuro(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function euroToCents(euro: number): Cents {
  return Math.round(euro * 100);
}

/** Rounds a euro amount to the cent, half away from zero, avoiding binary drift. */
export function roundEuro(euro: number): number {
  return Math.sign(euro) * Math.round(Math.abs(euro) * 100 + Number.EPSILON) / 100;
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
