import { describe, expect, it } from 'vitest';
import { shopToday } from './catalogue-dates';

describe('shopToday', () => {
  it('is the date in Italy, not in UTC', () => {
    expect(shopToday(new Date('2030-06-30T22:30:00Z'))).toBe('2030-07-01');
    expect(shopToday(new Date('2030-01-15T23:30:00Z'))).toBe('2030-01-16');
    expect(shopToday(new Date('2030-01-15T12:00:00Z'))).toBe('2030-01-15');
  });
});
