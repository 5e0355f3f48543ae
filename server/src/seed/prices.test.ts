import { describe, expect, it } from 'vitest';
import { endIn9, endIn9Below, STORE_PRICE_SPREAD, storePriceCents } from './prices';
import { createRng } from './prng';

describe('shelf price rounding', () => {
  it('ends in 9 cents', () => {
    expect(endIn9(143)).toBe(139);
    expect(endIn9(145)).toBe(149);
    expect(endIn9(199)).toBe(199);
    expect(endIn9(2)).toBe(9);
  });

  it('never rounds an offer price up', () => {
    expect(endIn9Below(148)).toBe(139);
    expect(endIn9Below(149)).toBe(149);
    expect(endIn9Below(150)).toBe(149);
  });
});

describe('storePriceCents', () => {
  it('stays within ±6% of the list price and mostly ends in 9', () => {
    const rng = createRng(11);
    let nines = 0;
    const bases = [59, 79, 99, 129, 349, 1299, 2490 - 1, 18_990 + 9];
    for (let i = 0; i < 20_000; i++) {
      const base = bases[i % bases.length] ?? 99;
      const level = [-0.03, 0, 0.04][i % 3] ?? 0;
      const price = storePriceCents(base, level, rng);
      expect(price).toBeGreaterThanOrEqual(base * (1 - STORE_PRICE_SPREAD));
      expect(price).toBeLessThanOrEqual(base * (1 + STORE_PRICE_SPREAD));
      expect(price % 10 === 9 || price % 10 === 0).toBe(true);
      if (price % 10 === 9) nines++;
    }
    expect(nines / 20_000).toBeGreaterThan(0.85);
  });

  it('follows the store level: a dearer store is dearer on average', () => {
    const average = (level: number) => {
      const rng = createRng(5);
      let sum = 0;
      for (let i = 0; i < 2000; i++) sum += storePriceCents(1999, level, rng);
      return sum / 2000;
    };
    expect(average(0.04)).toBeGreaterThan(average(-0.03));
  });
});
