import { describe, expect, it } from 'vitest';
import { todayIso, weekDayName } from './week-day';

describe('weekDayName', () => {
  it('counts from Sunday as the spec does', () => {
    expect(weekDayName(1, 'it')).toBe('domenica');
    expect(weekDayName(2, 'it')).toBe('lunedì');
    expect(weekDayName(7, 'en')).toBe('Saturday');
  });
});

describe('todayIso', () => {
  it('writes the local day with leading zeros', () => {
    expect(todayIso(new Date(2026, 0, 5, 10))).toBe('2026-01-05');
  });
});
