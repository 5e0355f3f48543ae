import { describe, expect, it } from 'vitest';
import { stripAutoplays, stripSlidesPerView } from './carousel-breakpoints';

describe('stripSlidesPerView', () => {
  it.each([
    [1920, 8],
    [1301, 8],
    [1300, 6],
    [768, 6],
    [767, 3],
    [480, 3],
    [479, 2],
    [320, 2],
  ])('shows %i px wide: %i tiles', (width, expected) => {
    expect(stripSlidesPerView(width)).toBe(expected);
  });
});

describe('stripAutoplays', () => {
  it('autoplays only below 480 px', () => {
    expect(stripAutoplays(479, false)).toBe(true);
    expect(stripAutoplays(390, false)).toBe(true);
    expect(stripAutoplays(480, false)).toBe(false);
    expect(stripAutoplays(1280, false)).toBe(false);
  });

  it('never autoplays when reduced motion is asked for', () => {
    expect(stripAutoplays(390, true)).toBe(false);
    expect(stripAutoplays(1280, true)).toBe(false);
  });
});
