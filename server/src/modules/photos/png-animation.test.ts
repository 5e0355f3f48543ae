import { describe, expect, it } from 'vitest';
import { animatedPng, bombPng, flatPng } from '../../testing/photo-fixtures';
import { isAnimatedPng } from './png-animation';

describe('isAnimatedPng (issue 31)', () => {
  it('finds the acTL chunk of an APNG before its first IDAT', async () => {
    expect(isAnimatedPng(await animatedPng())).toBe(true);
  });

  it('says no for a still PNG, a bomb header and a file cut short', async () => {
    const still = await flatPng(20, 20);
    expect(isAnimatedPng(still)).toBe(false);
    expect(isAnimatedPng(bombPng())).toBe(false);
    expect(isAnimatedPng(still.subarray(0, 20))).toBe(false);
  });
});
