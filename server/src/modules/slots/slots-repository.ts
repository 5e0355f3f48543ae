import { and, between, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import {
  slotClosures,
  slotHolds,
  slotInstances,
  slotSpecialOpenings,
  slotTemplates,
  storeDeliveryModes,
  stores,
} from '../../db/schema';
import type { CalendarData, ConcreteSlot } from './calendar-types';

/** null: no such store; otherwise the modes it offers (none once disabled). */
export async function findStoreModes(
  db: DbOrTx,
  storeId: number,
): Promise<DeliveryModeId[] | null> {
  const rows = await db
    .select({ mode: storeDeliveryModes.mode, enabled: stores.enabled })
    .from(stores)
    .leftJoin(storeDeliveryModes, eq(storeDeliveryModes.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.mode && r.enabled ? [r.mode] : []));
}

/** Live holds of an instance, the asking cart's own left out (issue 29). */
function liveHolds(cartId: number | null) {
  // Spelt out: inside the subquery Drizzle would write "id" without its table.
  const other = cartId === null ? sql`true` : sql`"slot_holds"."cart_id" <> ${cartId}`;
  return sql<number>`(select count(*)::int from ${slotHolds}
    where "slot_holds"."slot_instance_id" = "slot_instances"."id" and "slot_holds"."expires_at" > now()
    and ${other})`;
}

/**
 * Everything the calendar of one store and mode needs for the days `from`…`to`; the holds of
 * `cartId` are left out of the counts (its own place is no obstacle to it).
 */
export async function loadCalendar(
  db: DbOrTx,
  storeId: number,
  mode: DeliveryModeId,
  from: string,
  to: string,
  cartId: number | null = null,
): Promise<CalendarData> {
  const [templates, closures, specialOpenings, instances, settings] = await readAll(db, [
    () =>
      db
        .select({
          id: slotTemplates.id,
          weekDay: slotTemplates.weekDay,
          startsAt: slotTemplates.startsAt,
          endsAt: slotTemplates.endsAt,
          capacity: slotTemplates.capacity,
          cutoffMinutes: slotTemplates.cutoffMinutes,
          validFrom: slotTemplates.validFrom,
          validTo: slotTemplates.validTo,
        })
        .from(slotTemplates)
        .where(
          and(
            eq(slotTemplates.storeId, storeId),
            eq(slotTemplates.mode, mode),
            lte(slotTemplates.validFrom, to),
            or(isNull(slotTemplates.validTo), gte(slotTemplates.validTo, from)),
          ),
        ),
    () =>
      db
        .select({ date: slotClosures.date })
        .from(slotClosures)
        .where(
          and(
            eq(slotClosures.storeId, storeId),
            or(isNull(slotClosures.mode), eq(slotClosures.mode, mode)),
            between(slotClosures.date, from, to),
          ),
        ),
    () =>
      db
        .select({
          id: slotSpecialOpenings.id,
          date: slotSpecialOpenings.date,
          startsAt: slotSpecialOpenings.startsAt,
          endsAt: slotSpecialOpenings.endsAt,
          capacity: slotSpecialOpenings.capacity,
          cutoffMinutes: slotSpecialOpenings.cutoffMinutes,
        })
        .from(slotSpecialOpenings)
        .where(
          and(
            eq(slotSpecialOpenings.storeId, storeId),
            eq(slotSpecialOpenings.mode, mode),
            between(slotSpecialOpenings.date, from, to),
          ),
        ),
    () =>
      db
        .select({
          id: slotInstances.id,
          date: slotInstances.date,
          startsAt: slotInstances.startsAt,
          endsAt: slotInstances.endsAt,
          capacity: slotInstances.capacity,
          booked: slotInstances.booked,
          held: liveHolds(cartId),
          cutoffMinutes: slotInstances.cutoffMinutes,
        })
        .from(slotInstances)
        .where(
          and(
            eq(slotInstances.storeId, storeId),
            eq(slotInstances.mode, mode),
            between(slotInstances.date, from, to),
          ),
        ),
    () =>
      db
        .select({
          sharePercent: stores.prioritySharePercent,
          opensMinutesBeforeCutoff: stores.priorityOpensMinutes,
        })
        .from(stores)
        .where(eq(stores.id, storeId)),
  ]);
  return {
    templates,
    closedDays: closures.map((c) => c.date),
    specialOpenings,
    instances,
    priority: settings[0] ?? { sharePercent: 0, opensMinutesBeforeCutoff: 0 },
  };
}

/**
 * The id of a concrete slot, materialising its instance the first time it is
 * handed out: the id a client sees is the one it will book later. Safe when two
 * requests race, since the loser's insert does nothing and both read the same row.
 */
export async function ensureInstance(
  db: DbOrTx,
  storeId: number,
  mode: DeliveryModeId,
  slot: ConcreteSlot,
): Promise<number> {
  if (slot.instanceId !== null) return slot.instanceId;
  const key = and(
    eq(slotInstances.storeId, storeId),
    eq(slotInstances.mode, mode),
    eq(slotInstances.date, slot.date),
    eq(slotInstances.startsAt, slot.startsAt),
  );
  const [inserted] = await db
    .insert(slotInstances)
    .values({
      storeId,
      mode,
      date: slot.date,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      capacity: slot.capacity,
      cutoffMinutes: slot.cutoffMinutes,
      templateId: slot.templateId,
      specialOpeningId: slot.specialOpeningId,
    })
    .onConflictDoNothing()
    .returning({ id: slotInstances.id });
  if (inserted) return inserted.id;
  const [existing] = await db.select({ id: slotInstances.id }).from(slotInstances).where(key);
  if (!existing) throw new Error(`slot ${storeId}/${mode}/${slot.date} ${slot.startsAt} vanished`);
  return existing.id;
}
