import { placesLeftFor, reservedOpenToAll, reservedPlaces } from '@spesa/contracts';
import type { CalendarData, ConcreteSlot } from './calendar-types';
import { addDays, shopToday, romeInstant, shortTime, weekDayOf } from '../../shared/shop-time';

/** The delivery-day list runs 10 days starting today (spec section 9). */
export const SLOT_HORIZON_DAYS = 10;

/** The days of the calendar, today first, in the shop's time zone. */
export function horizonDays(now: Date, days = SLOT_HORIZON_DAYS): string[] {
  const today = shopToday(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/**
 * The cut-off counts elapsed minutes back from the start instant, as
 * `timestamptz - interval` does in SQL: on the night the clocks change, a
 * 720-minute cut-off for 09:00 falls at 20:00 or 22:00 rather than 21:00.
 */
export function bookableUntil(date: string, startsAt: string, cutoffMinutes: number): Date {
  return new Date(romeInstant(date, startsAt).getTime() - cutoffMinutes * 60_000);
}

/** Who looks at the calendar: a priority customer may book the reserved places (issue 29). */
export interface CalendarViewer {
  priority: boolean;
}

export function isBookable(
  slot: {
    bookableUntil: Date;
    capacity: number;
    booked: number;
    held?: number;
    reserved?: number;
    openToAll?: boolean;
  },
  now: Date,
  viewer: CalendarViewer = { priority: false },
): boolean {
  const load = { capacity: slot.capacity, booked: slot.booked, held: slot.held ?? 0 };
  const customer = {
    priority: viewer.priority,
    reserved: slot.reserved ?? 0,
    openToAll: slot.openToAll ?? true,
  };
  return now.getTime() < slot.bookableUntil.getTime() && placesLeftFor(load, customer) > 0;
}

type Rule = Omit<
  ConcreteSlot,
  | 'weekDay'
  | 'booked'
  | 'held'
  | 'reserved'
  | 'openToAll'
  | 'instanceId'
  | 'bookableUntil'
  | 'available'
>;

function rulesOfDay(data: CalendarData, date: string, closed: ReadonlySet<string>): Rule[] {
  const byStart = new Map<string, Rule>();
  if (!closed.has(date)) {
    const weekDay = weekDayOf(date);
    for (const t of data.templates) {
      if (t.weekDay !== weekDay || date < t.validFrom || (t.validTo && date > t.validTo)) continue;
      const startsAt = shortTime(t.startsAt);
      byStart.set(startsAt, {
        date,
        startsAt,
        endsAt: shortTime(t.endsAt),
        capacity: t.capacity,
        cutoffMinutes: t.cutoffMinutes,
        templateId: t.id,
        specialOpeningId: null,
      });
    }
  }
  // Special openings survive closures and replace a template slot at the same start.
  for (const s of data.specialOpenings) {
    if (s.date !== date) continue;
    const startsAt = shortTime(s.startsAt);
    byStart.set(startsAt, {
      date,
      startsAt,
      endsAt: shortTime(s.endsAt),
      capacity: s.capacity,
      cutoffMinutes: s.cutoffMinutes,
      templateId: null,
      specialOpeningId: s.id,
    });
  }
  return [...byStart.values()];
}

/**
 * Every slot of the next `days` days from the rules, in time order: templates of
 * the week day valid on the date, minus closed days, plus special openings, with
 * the bookings of materialised instances laid over them. Slots past their
 * cut-off or full stay in the list with `available: false`.
 */
export function slotCalendar(
  data: CalendarData,
  now: Date,
  days = SLOT_HORIZON_DAYS,
  viewer: CalendarViewer = { priority: false },
): ConcreteSlot[] {
  const priority = data.priority ?? { sharePercent: 0, opensMinutesBeforeCutoff: 0 };
  const closed = new Set(data.closedDays);
  const instances = new Map(data.instances.map((i) => [`${i.date} ${shortTime(i.startsAt)}`, i]));
  const slots = horizonDays(now, days).flatMap((date) =>
    rulesOfDay(data, date, closed).map((rule): ConcreteSlot => {
      const instance = instances.get(`${date} ${rule.startsAt}`);
      const slot = instance
        ? {
            ...rule,
            endsAt: shortTime(instance.endsAt),
            capacity: instance.capacity,
            cutoffMinutes: instance.cutoffMinutes,
          }
        : rule;
      const until = bookableUntil(date, slot.startsAt, slot.cutoffMinutes);
      const booked = instance?.booked ?? 0;
      const held = instance?.held ?? 0;
      const reserved = reservedPlaces(slot.capacity, priority.sharePercent);
      const openToAll = reservedOpenToAll(until, priority, now);
      const load = { bookableUntil: until, capacity: slot.capacity, booked, held };
      return {
        ...slot,
        weekDay: weekDayOf(date),
        booked,
        held,
        reserved,
        openToAll,
        instanceId: instance?.id ?? null,
        bookableUntil: until,
        available: isBookable({ ...load, reserved, openToAll }, now, viewer),
      };
    }),
  );
  return slots.sort((a, b) => (a.date + a.startsAt).localeCompare(b.date + b.startsAt));
}

/** The earliest slot still open for booking, or null when the horizon has none. */
export function firstAvailable(
  data: CalendarData,
  now: Date,
  viewer: CalendarViewer = { priority: false },
): ConcreteSlot | null {
  return slotCalendar(data, now, SLOT_HORIZON_DAYS, viewer).find((s) => s.available) ?? null;
}
