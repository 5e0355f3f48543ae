import { z } from 'zod';
import { ADULT_AGE, validationMessages } from './validation';

/** A calendar date as yyyy-MM-dd that really exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Full years between a birth date and `today`, both yyyy-MM-dd. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export function isAdult(birthDate: string, today: string): boolean {
  return ageOn(birthDate, today) >= ADULT_AGE;
}

// Built once: the server asks for today on most requests, and a formatter costs far more to
// build than to use.
const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Italy as yyyy-MM-dd: the shop's calendar, wherever the code runs. */
export function romeToday(now: Date = new Date()): string {
  return romeDate.format(now);
}

/** yyyy-MM-dd ⇄ dd/MM/yyyy, the display format of spec 5. */
export function isoToDisplayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** A birth date: a real date, not later than today (spec 5). The age rule is separate (code 28). */
export const birthDateField = z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .refine(isIsoDate, validationMessages.date)
  .refine((v) => v <= romeToday(), validationMessages.futureDate);
