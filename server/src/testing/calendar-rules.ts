import type { CalendarData, TemplateRule } from '../modules/slots/calendar-types';

let nextId = 1;

/** Rules for the pure calendar tests: two-hour windows, 8 places, 120-minute cut-off. */
export function template(weekDay: number, startsAt: string, over: Partial<TemplateRule> = {}) {
  const [h] = startsAt.split(':').map(Number) as [number];
  return {
    id: nextId++,
    weekDay,
    startsAt: `${startsAt}:00`,
    endsAt: `${String(h + 2).padStart(2, '0')}:00:00`,
    capacity: 8,
    cutoffMinutes: 120,
    validFrom: '2020-01-01',
    validTo: null,
    ...over,
  } satisfies TemplateRule;
}

export function calendar(over: Partial<CalendarData>): CalendarData {
  return { templates: [], closedDays: [], specialOpenings: [], instances: [], ...over };
}

export const everyDay = (startsAt: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((d) => template(d, startsAt));

// Sunday 22 November 2026, 08:00 in Rome
export const SUNDAY_MORNING = new Date('2026-11-22T07:00:00Z');
