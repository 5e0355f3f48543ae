import {
  type DeliveryModeId,
  replyId,
  reservedOpenToAll,
  reservedPlaces,
  slotOccupancy,
  type SlotOccupancy,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { addDays, shopToday, shortTime } from '../../shared/shop-time';
import type { CalendarData } from './calendar-types';
import { bookableUntil, slotCalendar, SLOT_HORIZON_DAYS } from './slot-calendar';
import { loadCalendar } from './slots-repository';

interface Place {
  instanceId: number | null;
  date: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  held: number;
  reserved: number;
  openToAll: boolean;
  bookableUntil: Date;
}

/** Slots handed out that no rule gives any more (a rule changed since): staff still see them. */
function orphans(data: CalendarData, listed: Set<number>, now: Date): Place[] {
  const priority = data.priority ?? { sharePercent: 0, opensMinutesBeforeCutoff: 0 };
  return data.instances
    .filter((i) => !listed.has(i.id))
    .map((i) => {
      const startsAt = shortTime(i.startsAt);
      const until = bookableUntil(i.date, startsAt, i.cutoffMinutes);
      return {
        instanceId: i.id,
        date: i.date,
        startsAt,
        endsAt: shortTime(i.endsAt),
        capacity: i.capacity,
        booked: i.booked,
        held: i.held ?? 0,
        reserved: reservedPlaces(i.capacity, priority.sharePercent),
        openToAll: reservedOpenToAll(until, priority, now),
        bookableUntil: until,
      };
    });
}

/**
 * Issue 29, the staff calendar: every slot of the next 10 days with its places split into
 * booked, held (unexpired holds), reserved (kept for priority customers, until they open to
 * all) and free, by the same rule the booking applies.
 */
export async function slotOccupancyOf(
  db: DbOrTx,
  storeId: number,
  mode: DeliveryModeId,
  now: Date,
): Promise<SlotOccupancy[]> {
  const from = shopToday(now);
  const data = await loadCalendar(db, storeId, mode, from, addDays(from, SLOT_HORIZON_DAYS - 1));
  const ruled: Place[] = slotCalendar(data, now);
  const listed = new Set(ruled.flatMap((s) => (s.instanceId === null ? [] : [s.instanceId])));
  return [...ruled, ...orphans(data, listed, now)]
    .sort((a, b) => (a.date + a.startsAt).localeCompare(b.date + b.startsAt))
    .map((s) => ({
      id: s.instanceId === null ? null : replyId(s.instanceId),
      date: s.date,
      validFrom: s.startsAt,
      validTo: s.endsAt,
      capacity: s.capacity,
      ...slotOccupancy(s, s.reserved, s.openToAll),
      open: now.getTime() < s.bookableUntil.getTime(),
    }));
}
