import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, shopToday, romeInstant, shortTime, weekDayOf } from './shop-time';

describe('shopToday', () => {
  it('is the Italian calendar day, not the UTC one', () => {
    expect(shopToday(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(shopToday(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    expect(shopToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('is the date in Italy, not in UTC, in summer and in winter', () => {
    expect(shopToday(new Date('2030-06-30T22:30:00Z'))).toBe('2030-07-01');
    expect(shopToday(new Date('2030-01-15T23:30:00Z'))).toBe('2030-01-16');
    expect(shopToday(new Date('2030-01-15T12:00:00Z'))).toBe('2030-01-15');
  });
});

describe('weekDayOf', () => {
  it('numbers Sunday 1 to Saturday 7', () => {
    expect(weekDayOf('2026-11-22')).toBe(1);
    expect(weekDayOf('2026-11-23')).toBe(2);
    expect(weekDayOf('2026-11-28')).toBe(7);
  });
});

describe('addDays', () => {
  it('crosses months, years and the DST change without losing a day', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-28', 9)).toBe('2027-01-06');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('dayLabel', () => {
  it('writes the Italian week day and month', () => {
    expect(dayLabel('2026-11-24')).toBe('Martedì 24 novembre');
    expect(dayLabel('2027-01-03')).toBe('Domenica 3 gennaio');
  });
});

describe('shortTime', () => {
  it('drops the seconds PostgreSQL adds', () => {
    expect(shortTime('09:00:00')).toBe('09:00');
    expect(shortTime('19:30')).toBe('19:30');
    expect(() => shortTime('9:00')).toThrow();
  });
});

describe('romeInstant', () => {
  it('uses CET in winter and CEST in summer', () => {
    expect(romeInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(romeInstant('2026-07-15', '09:00:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('gets both sides of the clock change right on the change days', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST
    expect(romeInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(romeInstant('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(romeInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET
    expect(romeInstant('2026-10-25', '01:00').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(romeInstant('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });
});
