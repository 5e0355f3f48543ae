import { describe, expect, it } from 'vitest';
import { makeStore } from '@/testing/fixtures';
import {
  addressLine,
  formatDistance,
  formatOpeningDate,
  openStreetMapUrl,
  telHref,
} from './store-format';
import { sortMondayFirst, todayWeekDay } from './week-days';

describe('store formatting', () => {
  it('links the map at zoom 18 with a marker', () => {
    expect(openStreetMapUrl(44.4887, 11.3676)).toBe(
      'https://www.openstreetmap.org/?mlat=44.4887&mlon=11.3676#map=18/44.4887/11.3676',
    );
  });

  it('writes the address on one line', () => {
    expect(addressLine(makeStore())).toBe('Via Roma 1, 40121 Bologna (BO)');
  });

  it('strips spaces from tel: links', () => {
    expect(telHref('+39 051 6352 410')).toBe('tel:+390516352410');
  });

  it('formats opening dates as dd/MM/yyyy', () => {
    expect(formatOpeningDate('2026-12-08')).toBe('08/12/2026');
    expect(formatOpeningDate('Natale')).toBe('Natale');
  });

  it('formats distances with the language decimal separator', () => {
    expect(formatDistance(2.26, 'it-IT')).toBe('2,3');
    expect(formatDistance(198.8, 'en-GB')).toBe('198.8');
    expect(formatDistance(2, 'it-IT')).toBe('2,0');
  });
});

describe('week days', () => {
  it('orders timetables from Monday to Sunday', () => {
    const days = [1, 2, 3, 4, 5, 6, 7].map((weekDay) => ({ weekDay }));
    expect(sortMondayFirst(days).map((d) => d.weekDay)).toEqual([2, 3, 4, 5, 6, 7, 1]);
  });

  it('numbers today from Sunday = 1', () => {
    expect(todayWeekDay(new Date(2026, 10, 22))).toBe(1);
    expect(todayWeekDay(new Date(2026, 10, 28))).toBe(7);
  });
});
