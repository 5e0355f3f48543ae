import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';

describe('allocate', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocate(10, [1, 1])).toEqual([5, 5]);
    expect(allocate(10, [1, 2, 2])).toEqual([2, 4, 4]);
    const counts = allocate(2400, [45, 45, 20, 15, 3]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2400);
  });

  it('gives leftovers to the largest remainders, ties to the first', () => {
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(7, [1, 2])).toEqual([2, 5]);
  });

  it('refuses weights that add up to nothing', () => {
    expect(() => allocate(5, [0, 0])).toThrow();
  });
});
