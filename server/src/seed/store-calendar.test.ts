import { describe, expect, it } from 'vitest';
import { isoDay } from './dates';
import { nextHolidays, specialOpenings, weeklyTimetable } from './store-calendar';

describe('nextHolidays', () => {
  it('rolls over into the next year and skips today', () => {
    const days = nextHolidays(new Date(2025, 11, 25, 9), 3);
    expect(days.map((h) => [isoDay(h.date), h.name])).toEqual([
      ['2025-12-26', 'Santo Stefano'],
      ['2026-01-01', 'Capodanno'],
      ['2026-01-06', 'Epifania'],
    ]);
  });
});

describe('specialOpenings', () => {
  it('opens some stores on holidays and closes others, in date order', () => {
    const today = new Date(2025, 3, 20);
    const open = specialOpenings(today, 0);
    const closed = specialOpenings(today, 1);
    expect(open.find((o) => o.date === '2025-04-25')?.hours).toBe('09:00-13:00');
    expect(closed.find((o) => o.date === '2025-04-25')).toMatchObject({ hours: 'Chiuso' });
    for (const list of [open, closed]) {
      expect(list.map((o) => o.date)).toEqual(list.map((o) => o.date).sort());
    }
  });
});

describe('weeklyTimetable', () => {
  it('uses the store Sunday hours and longer Friday and Saturday when asked', () => {
    const week = weeklyTimetable('Chiuso', true);
    expect(week[0]).toEqual({ weekDay: 1, description: 'Domenica', hours: 'Chiuso' });
    expect(week[6]).toEqual({ weekDay: 7, description: 'Sabato', hours: '08:00-21:00' });
    expect(week[1]?.hours).toBe('08:00-20:00');
  });
});
