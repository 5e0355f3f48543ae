import { describe, expect, it } from 'vitest';
import { currentMonth, validPeriod } from './period';

describe('invoice period', () => {
  it('starts at the first of the month', () => {
    expect(currentMonth('2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('takes two days in order at most a year apart, nothing else', () => {
    expect(validPeriod('2026-01-01', '2026-12-31')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(validPeriod('2026-02-01', '2026-01-31')).toBeNull();
    expect(validPeriod('2024-01-01', '2026-01-01')).toBeNull();
    expect(validPeriod('', '2026-01-01')).toBeNull();
  });
});
