import { eq, sql } from 'drizzle-orm';
import { placesLeftFor, type SlotLoad } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { slotHolds, slotInstances, stores, users } from '../../db/schema';
import { SHOP_TIME_ZONE } from '../../shared/shop-time';

/**
 * The outer slot_instances row, spelt out: inside a subquery Drizzle writes a column of a
 * one-table select without its table, and "id" would then name the subquery's own.
 */
const outer = (column: 'id' | 'store_id' | 'capacity' | 'date' | 'starts_at' | 'cutoff_minutes') =>
  sql.raw(`"slot_instances"."${column}"`);

/** The instant booking closes: the slot's start minus its cut-off, on PostgreSQL's clock. */
const cutoffInstant = sql`((${outer('date')} + ${outer('starts_at')})
  at time zone ${SHOP_TIME_ZONE}) - ${outer('cutoff_minutes')} * interval '1 minute'`;

/** Booking is open while PostgreSQL's clock is before the start minus the cut-off. */
export const beforeCutoff = sql<boolean>`now() < ${cutoffInstant}`;

/**
 * Live holds of the slot other than `cartId`'s. `now()` is the transaction's start: a
 * transaction that began before a hold lapsed still counts it, which only errs on the safe side.
 */
function heldByOthers(cartId: number | null) {
  const other = cartId === null ? sql`true` : sql`"slot_holds"."cart_id" <> ${cartId}`;
  return sql<number>`(select count(*)::int from ${slotHolds}
    where "slot_holds"."slot_instance_id" = ${outer('id')} and "slot_holds"."expires_at" > now()
    and ${other})`;
}

/** The store's reserved places of this slot (the floor of capacity x share / 100). */
const reservedSql = sql<number>`(select (${outer('capacity')} * "stores"."priority_share_percent" / 100)::int
  from ${stores} where "stores"."id" = ${outer('store_id')})`;

/** True once the reserved places open to everyone (the store's time before the cut-off). */
const openToAllSql = sql<boolean>`(select now() >= ${cutoffInstant} - "stores"."priority_opens_minutes" * interval '1 minute'
  from ${stores} where "stores"."id" = ${outer('store_id')})`;

/**
 * The capacity rule of `placesLeftFor` (packages/contracts) in SQL, for the statement that
 * takes a place: booked + others' live holds + the places kept back < capacity.
 */
export function hasPlaceSql(priority: boolean, cartId: number | null) {
  const keptBack = priority
    ? sql`0`
    : sql`(case when ${openToAllSql} then 0 else ${reservedSql} end)`;
  return sql<boolean>`"slot_instances"."booked" + ${heldByOthers(cartId)} + ${keptBack} < ${outer('capacity')}`;
}

export interface LockedSlot extends SlotLoad {
  id: number;
  storeId: number;
  mode: string;
  date: string;
  startsAt: string;
  endsAt: string;
  open: boolean;
  reserved: number;
  openToAll: boolean;
}

/**
 * Locks the slot's row (FOR UPDATE) and then reads its load in a second statement: under READ
 * COMMITTED that statement's snapshot is taken after the lock is granted, so it sees every hold
 * and booking committed by whoever held the lock before. Every write of places (holds, bookings)
 * goes through here first, which is what keeps a slot within capacity across processes.
 */
export async function lockSlotLoad(
  db: DbOrTx,
  slotId: number,
  cartId: number | null,
): Promise<LockedSlot | undefined> {
  const [locked] = await db
    .select({ id: slotInstances.id })
    .from(slotInstances)
    .where(eq(slotInstances.id, slotId))
    .for('update');
  if (!locked) return undefined;
  const [row] = await db
    .select({
      id: slotInstances.id,
      storeId: slotInstances.storeId,
      mode: slotInstances.mode,
      date: slotInstances.date,
      startsAt: slotInstances.startsAt,
      endsAt: slotInstances.endsAt,
      capacity: slotInstances.capacity,
      booked: slotInstances.booked,
      held: heldByOthers(cartId),
      open: beforeCutoff,
      reserved: reservedSql,
      openToAll: openToAllSql,
    })
    .from(slotInstances)
    .where(eq(slotInstances.id, slotId));
  return row;
}

/** The places the customer may still take of a locked slot (the pure rule). */
export function placesLeft(slot: LockedSlot, priority: boolean): number {
  return placesLeftFor(slot, { priority, reserved: slot.reserved, openToAll: slot.openToAll });
}

/** Whether the account has priority places (granted by staff). */
export async function isPriorityCustomer(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: users.priorityStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row?.status === 'GRANTED';
}
