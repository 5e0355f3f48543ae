/**
 * Calendar arithmetic in the stores' time zone. Slots are wall-clock times in
 * Italy whatever zone the server runs in, so every conversion names Europe/Rome.
 * Days are 'YYYY-MM-DD' strings; times 'HH:mm' (or the 'HH:mm:ss' PostgreSQL gives).
 */
export const SHOP_TIME_ZONE = 'Europe/Rome';

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const WEEK_DAYS = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'];
const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

function parts(day: string): [year: number, month: number, date: number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The shop's calendar day at `now` ('YYYY-MM-DD' in Italy): a promotion ending today must still
 * apply at 00:30 in Rome, when UTC is yesterday. One function for server and web, kept in
 * contracts; the server calls it by this name.
 */
export { romeToday as shopToday } from '@spesa/contracts';

/** Calendar arithmetic done in UTC, where every day has 24 hours: DST never shifts a day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 1 Sunday … 7 Saturday, the web shop's numbering. */
export function weekDayOf(day: string): number {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 1;
}

/** 'Martedì 24 novembre', the label the landing page shows for the first slot. */
export function dayLabel(day: string): string {
  const [, m, d] = parts(day);
  return `${WEEK_DAYS[weekDayOf(day) - 1]} ${d} ${MONTHS[m - 1]}`;
}

/** 'HH:mm' of a PostgreSQL time ('09:00:00') or of an already short one. */
export function shortTime(time: string): string {
  const match = /^(\d{2}):(\d{2})(:\d{2})?$/.exec(time);
  if (!match) throw new Error(`not an HH:mm time: ${time}`);
  return `${match[1]}:${match[2]}`;
}

/** Milliseconds Rome is ahead of UTC at `instant`. */
function romeOffsetMs(instant: number): number {
  const p = Object.fromEntries(
    wallClockFormat.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>;
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (instant % 1000));
}

/**
 * The instant of a Rome wall-clock time. The offset is taken at the guessed
 * instant and checked once more, which settles the DST change days; a time in
 * the spring-forward gap lands an hour later, as a clock would show it.
 */
export function romeInstant(day: string, time: string): Date {
  const [y, m, d] = parts(day);
  const [hh, mm] = shortTime(time).split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - romeOffsetMs(wall);
  const second = wall - romeOffsetMs(first);
  return new Date(second);
}
