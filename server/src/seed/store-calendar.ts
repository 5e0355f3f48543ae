import type { StoreOpening, StoreTimetable } from '../db/schema';
import { addDays, isoDay } from './dates';

const WEEK_DAYS = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'];

/** weekDay 1 is Sunday, 7 Saturday, as the web shop numbers them. */
export function weeklyTimetable(sundayHours: string, lateClosing: boolean): StoreTimetable[] {
  return WEEK_DAYS.map((description, i) => ({
    weekDay: i + 1,
    description,
    hours: i === 0 ? sundayHours : lateClosing && i >= 5 ? '08:00-21:00' : '08:00-20:00',
  }));
}

const HOLIDAYS: readonly [month: number, day: number, name: string][] = [
  [1, 1, 'Capodanno'],
  [1, 6, 'Epifania'],
  [4, 25, 'Festa della Liberazione'],
  [5, 1, 'Festa dei Lavoratori'],
  [6, 2, 'Festa della Repubblica'],
  [8, 15, 'Ferragosto'],
  [11, 1, 'Ognissanti'],
  [12, 8, 'Immacolata Concezione'],
  [12, 25, 'Natale'],
  [12, 26, 'Santo Stefano'],
];

/** The next national holidays after `today`, soonest first. */
export function nextHolidays(today: Date, count: number): { date: Date; name: string }[] {
  const start = addDays(today, 1);
  return [start.getFullYear(), start.getFullYear() + 1]
    .flatMap((year) => HOLIDAYS.map(([m, d, name]) => ({ date: new Date(year, m - 1, d), name })))
    .filter((h) => h.date >= start)
    .slice(0, count);
}

/**
 * Special days shown on the store page: the coming holidays (open in the morning or
 * closed, by store) and, for some stores, a stocktaking closure next week.
 */
export function specialOpenings(today: Date, storeIndex: number): StoreOpening[] {
  const openOnHolidays = storeIndex % 2 === 0;
  const openings: StoreOpening[] = nextHolidays(today, 2).map((h) => ({
    date: isoDay(h.date),
    description: openOnHolidays
      ? `Apertura straordinaria - ${h.name}`
      : `Chiusura per festività - ${h.name}`,
    hours: openOnHolidays ? '09:00-13:00' : 'Chiuso',
  }));
  if (storeIndex % 3 === 1) {
    openings.push({
      date: isoDay(addDays(today, 9)),
      description: 'Chiusura per inventario',
      hours: 'Chiuso',
    });
  }
  if (storeIndex % 4 === 0) {
    openings.push({
      date: isoDay(addDays(today, 5)),
      description: 'Apertura straordinaria',
      hours: '08:00-22:00',
    });
  }
  return openings.sort((a, b) => a.date.localeCompare(b.date));
}
