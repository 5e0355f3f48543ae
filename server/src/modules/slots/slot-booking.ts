import { and, eq, lt, sql } from 'drizzle-orm';
import type { DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { slotInstances } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/field-error';
import { SHOP_TIME_ZONE } from '../../shared/shop-time';

/** The slot an order booked, as the order keeps it. */
export interface BookedSlot {
  id: number;
  date: string;
  startsAt: string;
  endsAt: string;
}

/** Booking is open while PostgreSQL's clock is before the start minus the cut-off. */
const beforeCutoff = sql<boolean>`now() < ((${slotInstances.date} + ${slotInstances.startsAt})
  at time zone ${SHOP_TIME_ZONE}) - ${slotInstances.cutoffMinutes} * interval '1 minute'`;

async function refusal(
  db: DbOrTx,
  slotId: number,
  storeId: number,
  mode: DeliveryModeId,
): Promise<AppError> {
  const [row] = await db
    .select({ storeId: slotInstances.storeId, mode: slotInstances.mode, open: beforeCutoff })
    .from(slotInstances)
    .where(eq(slotInstances.id, slotId));
  if (!row || row.storeId !== storeId || row.mode !== mode)
    return fieldError('timeSlotId', 'fascia oraria non valida per il carrello');
  if (!row.open) return new AppError('SLOT_CUTOFF_PASSED');
  return new AppError('SLOT_FULL');
}

/**
 * Takes one place of a slot of the cart's store and mode, in the caller's transaction.
 * One statement decides: the row lock it takes makes concurrent bookings of the same slot
 * wait, and each re-reads `booked` once the one before it commits, so the capacity is never
 * exceeded (the CHECK booked <= capacity stays the last guard). No row: another store's
 * slot (400), past the cut-off (4029) or full (4000 with a message saying so).
 */
export async function bookSlot(
  db: DbOrTx,
  slotId: number,
  storeId: number,
  mode: DeliveryModeId,
): Promise<BookedSlot> {
  const [row] = await db
    .update(slotInstances)
    .set({ booked: sql`${slotInstances.booked} + 1` })
    .where(
      and(
        eq(slotInstances.id, slotId),
        eq(slotInstances.storeId, storeId),
        eq(slotInstances.mode, mode),
        lt(slotInstances.booked, slotInstances.capacity),
        beforeCutoff,
      ),
    )
    .returning({
      id: slotInstances.id,
      date: slotInstances.date,
      startsAt: slotInstances.startsAt,
      endsAt: slotInstances.endsAt,
    });
  if (row) return row;
  throw await refusal(db, slotId, storeId, mode);
}

/** Gives a booked place back (an aborted order); never below zero. */
export async function releaseSlot(db: DbOrTx, slotId: number): Promise<void> {
  await db
    .update(slotInstances)
    .set({ booked: sql`${slotInstances.booked} - 1` })
    .where(and(eq(slotInstances.id, slotId), sql`${slotInstances.booked} > 0`));
}
