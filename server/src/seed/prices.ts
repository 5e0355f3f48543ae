import type { Rng } from './prng';

/** Shelf prices end in 9 cents: 1,49 and 2,99, never 1,47. */
export function endIn9(cents: number): number {
  return Math.max(9, Math.round((cents - 9) / 10) * 10 + 9);
}

/** The largest price ending in 9 not above `cents`: offers must never cost more than the shelf. */
export function endIn9Below(cents: number): number {
  return Math.max(9, Math.floor((cents - 9) / 10) * 10 + 9);
}

/** How far one store's price may stray from the list price. */
export const STORE_PRICE_SPREAD = 0.06;

/**
 * A store's price: the list price moved by the store's own level and a little noise,
 * together within ±6%; it ends in 9 cents, sometimes in a round ten (2,50).
 */
export function storePriceCents(baseCents: number, storeLevel: number, rng: Rng): number {
  const noise = (rng.next() * 2 - 1) * 0.03;
  const factor =
    1 + Math.max(-STORE_PRICE_SPREAD, Math.min(STORE_PRICE_SPREAD, storeLevel + noise));
  const raw = baseCents * factor;
  const roundTen = rng.chance(0.1);
  const inBand = (cents: number) =>
    cents >= baseCents * (1 - STORE_PRICE_SPREAD) && cents <= baseCents * (1 + STORE_PRICE_SPREAD);
  const nine = endIn9(raw);
  // The list price itself ends in 9 and is always in the band: on cheap items it is often the only one.
  const candidates = [
    ...(roundTen ? [Math.round(raw / 10) * 10] : []),
    nine,
    nine - 10,
    nine + 10,
    baseCents,
  ];
  return candidates.find(inBand) ?? baseCents;
}
