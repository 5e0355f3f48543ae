import { describe, expect, it } from 'vitest';
import {
  centsToEuro,
  euroToCents,
  feeFreeGap,
  formatItalianNumber,
  formatPrice,
  roundEuro,
} from './money';

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

  it('writes Italian prices and amounts as Intl.NumberFormat does, without loading it', () => {
    const intl = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const edges = [-0, 0.005, 1.005, 2.675, -0.001, -0.005, 999.995, 9999.999, 12345.678, 1e20];
    // A fixed pseudo-random walk over cents, thousandths and large amounts.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const sampled = Array.from({ length: 3000 }, (_, i) => {
      const scale = [1, 100, 10_000, 10_000_000][i % 4] ?? 1;
      const value = Math.round(next() * scale * 1000) / 1000;
      return i % 3 === 0 ? -value : value;
    });
    for (const value of [...edges, ...sampled])
      expect(formatPrice(value), String(value)).toBe(intl.format(value).replace(/\u00a0/g, ' '));
    expect(formatPrice(12345.5)).toBe('12.345,50 €');
    const amounts = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
    for (const value of [...edges, ...sampled, 0.75, 1.5, 2, 1234.5, -0.004])
      expect(formatItalianNumber(value, 0, 2), String(value)).toBe(amounts.format(value));
    expect(formatPrice(Number.NaN)).toBe('NaN €');
  });

  it('formats English prices with the euro sign first', () => {
    expect(formatPrice(1.99, 'en-GB')).toBe('€1.99');
  });

  it('computes the fee-free gap, never negative', () => {
    expect(feeFreeGap(50, 32.4)).toBe(17.6);
    expect(feeFreeGap(50, 70)).toBe(0);
  });
});
