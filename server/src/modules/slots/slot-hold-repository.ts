import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { replyId, type SlotHold } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { slotHolds, slotInstances, stores } from '../../db/schema';
import { dayLabel, SHOP_TIME_ZONE, shortTime } from '../../shared/shop-time';

/** The instant booking of the hold's slot closes: a hold never outlives it. */
const cutoffOf = (
  slotId: SQL | number,
) => sql`(select ((s.date + s.starts_at) at time zone ${SHOP_TIME_ZONE})
  - s.cutoff_minutes * interval '1 minute' from slot_instances s where s.id = ${slotId})`;

const holdOf = (userId: number, cartId: number) =>
  and(eq(slotHolds.userId, userId), eq(slotHolds.cartId, cartId));

/** The cart's hold as the customer sees it, live or lapsed; undefined when there is none. */
export async function readHold(
  db: DbOrTx,
  userId: number,
  cartId: number,
): Promise<SlotHold | undefined> {
  const [row] = await db
    .select({
      slotId: slotHolds.slotInstanceId,
      date: slotInstances.date,
      startsAt: slotInstances.startsAt,
      endsAt: slotInstances.endsAt,
      expiresAt: slotHolds.expiresAt,
      extended: slotHolds.extended,
      live: sql<boolean>`${slotHolds.expiresAt} > clock_timestamp()`,
      now: sql<Date>`clock_timestamp()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(slotHolds)
    .innerJoin(slotInstances, eq(slotInstances.id, slotHolds.slotInstanceId))
    .where(holdOf(userId, cartId));
  if (!row) return undefined;
  return {
    cartId: replyId(cartId),
    timeSlotId: replyId(row.slotId),
    date: row.date,
    description: dayLabel(row.date),
    validFrom: shortTime(row.startsAt),
    validTo: shortTime(row.endsAt),
    status: row.live ? 'ACTIVE' : 'EXPIRED',
    expiresAt: row.expiresAt.toISOString(),
    serverNow: row.now.toISOString(),
    canExtend: row.live && !row.extended,
  };
}

/** The cart's hold row, to decide what a new hold keeps of it. */
export async function findHoldRow(db: DbOrTx, userId: number, cartId: number) {
  const [row] = await db
    .select({
      slotId: slotHolds.slotInstanceId,
      extended: slotHolds.extended,
      live: sql<boolean>`${slotHolds.expiresAt} > clock_timestamp()`,
    })
    .from(slotHolds)
    .where(holdOf(userId, cartId));
  return row;
}

/**
 * Writes the cart's hold on a slot (one row per customer and cart): a hold moved from another
 * slot while live keeps its end and its one extension, so moving is no way to hold for ever;
 * otherwise it runs for the store's hold time from now.
 */
export async function upsertHold(
  db: DbOrTx,
  hold: { userId: number; cartId: number; slotId: number; storeId: number; keepEnd: boolean },
): Promise<void> {
  const [store] = await db
    .select({ minutes: stores.holdMinutes })
    .from(stores)
    .where(eq(stores.id, hold.storeId));
  const fresh = sql`least(now() + ${store?.minutes ?? 60} * interval '1 minute', ${cutoffOf(hold.slotId)})`;
  await db
    .insert(slotHolds)
    .values({
      userId: hold.userId,
      cartId: hold.cartId,
      slotInstanceId: hold.slotId,
      expiresAt: fresh,
    })
    .onConflictDoUpdate({
      target: [slotHolds.userId, slotHolds.cartId],
      set: {
        slotInstanceId: hold.slotId,
        expiresAt: hold.keepEnd
          ? sql`least(${slotHolds.expiresAt}, ${cutoffOf(hold.slotId)})`
          : fresh,
        extended: hold.keepEnd ? sql`${slotHolds.extended}` : false,
        createdAt: sql`now()`,
      },
    });
}

/**
 * Extends a live hold once by the store's hold time. The slot's row is locked first and the
 * hold judged live on clock_timestamp(): a booking that already counted it as lapsed has
 * committed by then, so a lapsed place is never revived under someone else's booking.
 */
export async function extendHold(db: DbOrTx, userId: number, cartId: number): Promise<boolean> {
  const row = await findHoldRow(db, userId, cartId);
  if (!row) return false;
  await db
    .select({ id: slotInstances.id })
    .from(slotInstances)
    .where(eq(slotInstances.id, row.slotId))
    .for('update');
  const updated = await db
    .update(slotHolds)
    .set({
      // Spelt out: inside the subquery Drizzle would write the columns without their tables.
      expiresAt: sql`least("slot_holds"."expires_at" + (select "stores"."hold_minutes" from ${stores}
        join ${slotInstances} on "slot_instances"."store_id" = "stores"."id"
        where "slot_instances"."id" = "slot_holds"."slot_instance_id") * interval '1 minute',
        ${cutoffOf(sql`"slot_holds"."slot_instance_id"`)})`,
      extended: true,
    })
    .where(
      and(
        holdOf(userId, cartId),
        eq(slotHolds.extended, false),
        sql`${slotHolds.expiresAt} > clock_timestamp()`,
      ),
    )
    .returning({ id: slotHolds.id });
  return updated.length > 0;
}

export async function deleteHold(db: DbOrTx, userId: number, cartId: number): Promise<void> {
  await db.delete(slotHolds).where(holdOf(userId, cartId));
}

/**
 * The slots are gone from the calendar (staff removed them): their live holds lapse now, and
 * the rows stay so that each holder is told theirs lapsed (kept a day, as any lapsed hold).
 * The caller holds the slots' row locks. Answers the slots that have holds, live or lapsed.
 */
export async function lapseHoldsOf(db: DbOrTx, slotIds: number[]): Promise<number[]> {
  if (slotIds.length === 0) return [];
  await db
    .update(slotHolds)
    .set({ expiresAt: sql`now()` })
    .where(and(inArray(slotHolds.slotInstanceId, slotIds), sql`${slotHolds.expiresAt} > now()`));
  const rows = await db
    .selectDistinct({ slotId: slotHolds.slotInstanceId })
    .from(slotHolds)
    .where(inArray(slotHolds.slotInstanceId, slotIds));
  return rows.map((r) => r.slotId);
}

/** Housekeeping: holds lapsed more than a day ago (the customer has been told by then). */
export async function deleteOldHolds(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(slotHolds)
    .where(sql`${slotHolds.expiresAt} < now() - interval '1 day'`)
    .returning({ id: slotHolds.id });
  return gone.length;
}
