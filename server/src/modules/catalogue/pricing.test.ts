import { describe, expect, it } from 'vitest';
import {
  byBenefit,
  netPriceCents,
  promotedCents,
  promotionToWire,
  unitPrice,
  type PromotionRecord,
} from './pricing';

const promo = (
  valueType: PromotionRecord['valueType'],
  value: number,
  id = 1,
  validTo = '2030-01-10',
): PromotionRecord => ({
  id,
  description: valueType,
  valueType,
  value,
  validFrom: '2030-01-01',
  validTo,
});

describe('promotedCents', () => {
  it('reads PERCENT as basis points, rounding the discount to the cent', () => {
    expect(promotedCents(199, promo('PERCENT', 2000))).toBe(159);
    expect(promotedCents(1000, promo('PERCENT', 1250))).toBe(875);
  });
  it('takes AMOUNT off and sets FIXED_PRICE', () => {
    expect(promotedCents(349, promo('AMOUNT', 50))).toBe(299);
    expect(promotedCents(1990, promo('FIXED_PRICE', 1790))).toBe(1790);
  });
  it('leaves the price alone for UNKNOWN offers', () => {
    expect(promotedCents(259, promo('UNKNOWN', 0))).toBe(259);
  });
});

describe('netPriceCents', () => {
  it('is the price without promotions', () => {
    expect(netPriceCents(129, [])).toBe(129);
  });
  it('applies the best of several promotions', () => {
    expect(netPriceCents(199, [promo('AMOUNT', 10), promo('PERCENT', 2000)])).toBe(159);
  });
  it('never goes below one cent', () => {
    expect(netPriceCents(100, [promo('AMOUNT', 500)])).toBe(1);
    expect(netPriceCents(100, [promo('PERCENT', 10_000)])).toBe(1);
  });
  it('ignores a fixed price above the list price', () => {
    expect(netPriceCents(100, [promo('FIXED_PRICE', 150)])).toBe(100);
  });
});

describe('byBenefit', () => {
  it('puts the promotion that sets the net price first', () => {
    const sorted = byBenefit(199, [
      promo('UNKNOWN', 0, 1),
      promo('AMOUNT', 10, 2),
      promo('PERCENT', 2000, 3),
    ]);
    expect(sorted.map((p) => p.id)).toEqual([3, 2, 1]);
  });
  it('breaks ties by the earliest end', () => {
    const sorted = byBenefit(199, [
      promo('AMOUNT', 10, 1, '2030-02-01'),
      promo('AMOUNT', 10, 2, '2030-01-15'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual([2, 1]);
  });
});

describe('promotionToWire', () => {
  it('sends percent as a percentage and money in euro', () => {
    expect(promotionToWire(promo('PERCENT', 2000)).value).toBe(20);
    expect(promotionToWire(promo('AMOUNT', 50)).value).toBe(0.5);
    expect(promotionToWire(promo('FIXED_PRICE', 1790))).toMatchObject({
      valueType: 'FIXED_PRICE',
      value: 17.9,
      validFrom: '2030-01-01',
      validTo: '2030-01-10',
    });
  });
});

describe('unitPrice', () => {
  it('gives euro per kilogram for pieces with a weight', () => {
    expect(unitPrice(159, 'PZ', 125, 'G')).toEqual({ pricePerUm: 12.72, umPerUm: 'KG' });
  });
  it('gives euro per litre for pieces with a volume', () => {
    expect(unitPrice(129, 'PZ', 1500, 'ML')).toEqual({ pricePerUm: 0.86, umPerUm: 'LT' });
  });
  it('repeats the net price per kilogram for weighed products', () => {
    expect(unitPrice(1790, 'KG', null, null)).toEqual({ pricePerUm: 17.9, umPerUm: 'KG' });
  });
  it('is null when a piece declares no net content', () => {
    expect(unitPrice(500, 'PZ', null, null)).toEqual({ pricePerUm: null, umPerUm: null });
  });
});
