import { and, eq, sql } from 'drizzle-orm';
import type { DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { slotHolds, slotInstances } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';
import {
  hasPlaceSql,
  isPriorityCustomer,
  lockSlotLoad,
  placesLeft,
  type LockedSlot,
} from './slot-load';

/** The slot an order booked, as the order keeps it. */
export interface BookedSlot {
  id: number;
  date: string;
  startsAt: string;
  endsAt: string;
}

/** Who books: their priority places, and the cart whose hold the booking uses. */
export interface BookOptions {
  /** The customer: a priority account may take the slot's reserved places. */
  userId?: number;
  /** The cart being ordered: its live hold on this slot becomes the booking; any other hold of it goes. */
  cartId?: number;
}

/** A slot of the cart's store and mode, locked; 400 for another store's or an unknown slot. */
export async function lockCartSlot(
  db: DbOrTx,
  slotId: number,
  storeId: number,
  mode: DeliveryModeId,
  cartId: number | null,
): Promise<LockedSlot> {
  const slot = await lockSlotLoad(db, slotId, cartId);
  if (!slot || slot.storeId !== storeId || slot.mode !== mode)
    throw fieldError('timeSlotId', 'fascia oraria non valida per il carrello');
  if (!slot.open) throw new AppError('SLOT_CUTOFF_PASSED');
  return slot;
}

/** No place for this customer: full, or only reserved places left (4083 tells them apart). */
export function noPlace(slot: LockedSlot, priority: boolean): AppError {
  return !priority && placesLeft(slot, true) > 0
    ? new AppError('SLOT_RESERVED')
    : new AppError('SLOT_FULL');
}

/** True when the cart holds this slot right now (clock_timestamp: the latest instant, see below). */
async function holdsIt(db: DbOrTx, slotId: number, cartId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: slotHolds.id })
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.cartId, cartId),
        eq(slotHolds.slotInstanceId, slotId),
        sql`${slotHolds.expiresAt} > clock_timestamp()`,
      ),
    );
  return row !== undefined;
}

/**
 * Takes one place of a slot of the cart's store and mode, in the caller's transaction (a
 * savepoint of it). The slot's row lock comes first, so holds and bookings of one slot are
 * decided one after another in every process; the place is then taken by a statement that
 * repeats the capacity rule in SQL, and the CHECK booked <= capacity stays the last guard.
 * A live hold of the cart on this slot is already counted: it becomes the booking without
 * counting twice. Its liveness is judged on clock_timestamp(), the instant after the lock:
 * a booking that saw the hold lapsed has committed before it, so the two agree.
 * Refusals: another store's slot (400), past the cut-off (4029), full (4028), only reserved
 * places left (4083).
 */
export async function bookSlot(
  db: DbOrTx,
  slotId: number,
  storeId: number,
  mode: DeliveryModeId,
  options: BookOptions = {},
): Promise<BookedSlot> {
  const cartId = options.cartId ?? null;
  return db.transaction(async (tx) => {
    const slot = await lockCartSlot(tx, slotId, storeId, mode, cartId);
    const priority = options.userId ? await isPriorityCustomer(tx, options.userId) : false;
    const held = cartId !== null && (await holdsIt(tx, slotId, cartId));
    if (!held && placesLeft(slot, priority) <= 0) throw noPlace(slot, priority);
    const [row] = await tx
      .update(slotInstances)
      .set({ booked: sql`${slotInstances.booked} + 1` })
      .where(and(eq(slotInstances.id, slotId), held ? sql`true` : hasPlaceSql(priority, cartId)))
      .returning({
        id: slotInstances.id,
        date: slotInstances.date,
        startsAt: slotInstances.startsAt,
        endsAt: slotInstances.endsAt,
      });
    if (!row) throw noPlace(slot, priority);
    if (cartId !== null) await tx.delete(slotHolds).where(eq(slotHolds.cartId, cartId));
    return row;
  });
}

/** Gives a booked place back (an aborted order); never below zero. */
export async function releaseSlot(db: DbOrTx, slotId: number): Promise<void> {
  await db
    .update(slotInstances)
    .set({ booked: sql`${slotInstances.booked} - 1` })
    .where(and(eq(slotInstances.id, slotId), sql`${slotInstances.booked} > 0`));
}
