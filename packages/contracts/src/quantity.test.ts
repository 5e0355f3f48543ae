import { describe, expect, it } from 'vitest';
import {
  approximatePieces,
  approximateWeight,
  decrement,
  increment,
  isAtMaximum,
  roundQuantity,
} from './quantity';

const pieces = { um: 'PZ' as const, umStep: 1, maxAmount: 3 };
const weighed = { um: 'KG' as const, umStep: 0.15, maxAmount: 1 };

describe('quantity rules', () => {
  it('moves pieces by one between 1 and maxAmount', () => {
    expect(increment(pieces, 1)).toBe(2);
    expect(increment(pieces, 3)).toBe(3);
    expect(decrement(pieces, 1)).toBe(1);
    expect(isAtMaximum(pieces, 3)).toBe(true);
  });

  it('moves weights by umStep rounded to 2 decimals, capped, never below one step', () => {
    expect(increment(weighed, 0.15)).toBe(0.3);
    expect(increment(weighed, 0.3)).toBe(0.45);
    expect(increment(weighed, 0.9)).toBe(1);
    expect(decrement(weighed, 0.15)).toBe(0.15);
    expect(decrement(weighed, 0.45)).toBe(0.3);
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
  });

  it('shows the approximate weight rounded up to 10 g, in kg from 1000 g', () => {
    expect(approximateWeight(123, 2)).toBe('260 g');
    expect(approximateWeight(333, 3)).toBe('1,02 kg');
    expect(approximateWeight(250, 4)).toBe('1 kg');
  });
});

describe('approximatePieces', () => {
  it('counts the average pieces a chosen weight makes, never fewer than one', () => {
    // Bananas of about 180 g: 0,75 kg is about four of them, 0,25 kg about one.
    expect(approximatePieces(180, 0.75)).toBe(4);
    expect(approximatePieces(180, 0.25)).toBe(1);
    expect(approximatePieces(1200, 0.5)).toBe(1);
    expect(approximatePieces(123, 1)).toBe(8);
  });
});
