import { describe, expect, it } from 'vitest';
import { centsToEuro, euroToCents, feeFreeGap, formatPrice, roundEuro } from './money';

describe('money', () => {
  it('converts cents and euros without drift', () => {
    expect(centsToEuro(199)).toBe(1.99);
    expect(euroToCents(1.99)).toBe(199);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(roundEuro(1.005)).toBe(1.01);
    expect(roundEuro(-2.345)).toBe(-2.35);
  });

  it('formats Italian prices with comma and euro sign after', () => {
    expect(formatPrice(1.99)).toBe('1,99 €');
    expect(formatPrice(1234.5)).toBe('1234,50 €');
    expect(formatPrice(0)).toBe('0,00 €');
  });

  it('formats English prices with the euro sign first', () => {
    expect(formatPrice(1.99, 'en-GB')).toBe('€1.99');
  });

  it('computes the fee-free gap, never negative', () => {
    expect(feeFreeGap(50, 32.4)).toBe(17.6);
    expect(feeFreeGap(50, 70)).toBe(0);
  });
});
