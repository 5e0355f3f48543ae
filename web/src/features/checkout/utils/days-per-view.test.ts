import { describe, expect, it } from 'vitest';
import { daysPerView } from './days-per-view';

describe('daysPerView', () => {
  it.each([
    [1440, 6],
    [1024, 6],
    [1023, 4],
    [768, 4],
    [767, 3],
    [480, 3],
    [479, 2],
    [320, 2],
  ])('shows the spec widths: %i px → %i days', (width, days) => {
    expect(daysPerView(width)).toBe(days);
  });
});
