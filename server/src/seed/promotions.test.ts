import { describe, expect, it } from 'vitest';
import { STORE_PRICE_SPREAD } from './prices';
import { createRng } from './prng';
import { generatePromotions, promotionValue } from './promotions';

const today = new Date(2025, 5, 15, 10, 30);
const isoToday = '2025-06-15';

describe('promotionValue', () => {
  it('always leaves a positive price below the cheapest store price', () => {
    const rng = createRng(4);
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const base = [19, 59, 99, 149, 999, 2499][i % 6] ?? 99;
      const cheapest = base * (1 - STORE_PRICE_SPREAD);
      const { valueType, value, description } = promotionValue(base, rng);
      seen.add(valueType);
      expect(description.length).toBeGreaterThan(0);
      if (valueType === 'PERCENT') {
        expect(value % 100).toBe(0);
        expect(value).toBeGreaterThanOrEqual(1000);
        expect(value).toBeLessThanOrEqual(5000);
      } else if (valueType === 'AMOUNT') {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(cheapest);
      } else if (valueType === 'FIXED_PRICE') {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(cheapest);
        expect(value % 10).toBe(9);
      } else {
        expect(description).toMatch(/Prendi|secondo|punti/);
      }
    }
    expect(seen).toEqual(new Set(['PERCENT', 'AMOUNT', 'FIXED_PRICE', 'UNKNOWN']));
  });
});

describe('generatePromotions', () => {
  const items = Array.from({ length: 5000 }, (_, i) => ({
    productId: i + 1,
    basePriceCents: 99 + (i % 50) * 40,
  }));
  const rows = generatePromotions(items, [1, 2, 3], today);
  const active = rows.filter((r) => r.validFrom <= isoToday && isoToday <= r.validTo);
  const expired = rows.filter((r) => r.validTo < isoToday);
  const future = rows.filter((r) => r.validFrom > isoToday);

  it('puts about 15% of products on offer today, with a day of margin each side', () => {
    expect(active.length / items.length).toBeGreaterThan(0.13);
    expect(active.length / items.length).toBeLessThan(0.17);
    for (const r of active) {
      expect(r.validFrom < isoToday).toBe(true);
      expect(r.validTo >= '2025-06-22').toBe(true);
      expect(r.validTo <= '2025-07-06').toBe(true);
    }
  });

  it('adds ended and not-yet-started offers, and nothing else', () => {
    expect(expired.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    expect(active.length + expired.length + future.length).toBe(rows.length);
    for (const r of rows) expect(r.validFrom <= r.validTo).toBe(true);
  });

  it('makes most offers valid in every store and some in one store', () => {
    const perStore = rows.filter((r) => r.storeId !== null);
    expect(perStore.length).toBeGreaterThan(0);
    expect(perStore.length / rows.length).toBeLessThan(0.3);
    for (const r of perStore) expect([1, 2, 3]).toContain(r.storeId);
  });

  it('is deterministic', () => {
    expect(generatePromotions(items, [1, 2, 3], today)).toEqual(rows);
  });
});
