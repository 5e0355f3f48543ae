import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import {
  type ClosedDaySetup,
  type DeliveryModeId,
  replyId,
  type SlotTemplateSetup,
  type SpecialOpeningSetup,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import {
  slotClosures,
  slotInstances,
  slotSpecialOpenings,
  slotTemplates,
  storeDeliveryModes,
} from '../../db/schema';
import { shortTime } from '../../shared/shop-time';

export type TemplateRow = typeof slotTemplates.$inferSelect;
export type ClosureRow = typeof slotClosures.$inferSelect;
export type OpeningRow = typeof slotSpecialOpenings.$inferSelect;

export async function storeOffersMode(
  db: DbOrTx,
  storeId: number,
  mode: DeliveryModeId,
): Promise<boolean> {
  const rows = await db
    .select({ mode: storeDeliveryModes.mode })
    .from(storeDeliveryModes)
    .where(and(eq(storeDeliveryModes.storeId, storeId), eq(storeDeliveryModes.mode, mode)));
  return rows.length > 0;
}

export function templateToWire(row: TemplateRow, minCapacity: number): SlotTemplateSetup {
  return {
    id: replyId(row.id),
    weekDay: row.weekDay,
    validFrom: shortTime(row.startsAt),
    validTo: shortTime(row.endsAt),
    capacity: row.capacity,
    cutoffMinutes: row.cutoffMinutes,
    fromDate: row.validFrom,
    toDate: row.validTo,
    minCapacity,
  };
}

export function closureToWire(row: ClosureRow): ClosedDaySetup {
  return { id: replyId(row.id), date: row.date, reason: row.reason, allModes: row.mode === null };
}

export function openingToWire(row: OpeningRow, booked: number): SpecialOpeningSetup {
  return {
    id: replyId(row.id),
    date: row.date,
    validFrom: shortTime(row.startsAt),
    validTo: shortTime(row.endsAt),
    capacity: row.capacity,
    cutoffMinutes: row.cutoffMinutes,
    booked,
  };
}

/** Places booked from today on, per template and per special opening. */
async function bookedFromToday(db: DbOrTx, storeId: number, mode: DeliveryModeId, today: string) {
  const rows = await db
    .select({
      templateId: slotInstances.templateId,
      specialOpeningId: slotInstances.specialOpeningId,
      booked: slotInstances.booked,
    })
    .from(slotInstances)
    .where(
      and(
        eq(slotInstances.storeId, storeId),
        eq(slotInstances.mode, mode),
        gte(slotInstances.date, today),
        sql`${slotInstances.booked} > 0`,
      ),
    );
  const byTemplate = new Map<number, number>();
  const byOpening = new Map<number, number>();
  for (const r of rows) {
    if (r.templateId !== null)
      byTemplate.set(r.templateId, Math.max(byTemplate.get(r.templateId) ?? 0, r.booked));
    if (r.specialOpeningId !== null)
      byOpening.set(r.specialOpeningId, (byOpening.get(r.specialOpeningId) ?? 0) + r.booked);
  }
  return { byTemplate, byOpening };
}

/** The calendar of a store and mode from today on: templates not ended, coming closures and openings. */
export async function calendarSetup(
  db: DbOrTx,
  storeId: number,
  mode: DeliveryModeId,
  today: string,
) {
  const [templates, closures, openings, booked] = await readAll(db, [
    () =>
      db
        .select()
        .from(slotTemplates)
        .where(
          and(
            eq(slotTemplates.storeId, storeId),
            eq(slotTemplates.mode, mode),
            or(isNull(slotTemplates.validTo), gte(slotTemplates.validTo, today)),
          ),
        )
        .orderBy(asc(slotTemplates.weekDay), asc(slotTemplates.startsAt), asc(slotTemplates.id)),
    () =>
      db
        .select()
        .from(slotClosures)
        .where(
          and(
            eq(slotClosures.storeId, storeId),
            or(isNull(slotClosures.mode), eq(slotClosures.mode, mode)),
            gte(slotClosures.date, today),
          ),
        )
        .orderBy(asc(slotClosures.date), asc(slotClosures.id)),
    () =>
      db
        .select()
        .from(slotSpecialOpenings)
        .where(
          and(
            eq(slotSpecialOpenings.storeId, storeId),
            eq(slotSpecialOpenings.mode, mode),
            gte(slotSpecialOpenings.date, today),
          ),
        )
        .orderBy(asc(slotSpecialOpenings.date), asc(slotSpecialOpenings.startsAt)),
    () => bookedFromToday(db, storeId, mode, today),
  ]);
  return {
    templates: templates.map((t) => templateToWire(t, booked.byTemplate.get(t.id) ?? 0)),
    closedDays: closures.map(closureToWire),
    specialOpenings: openings.map((o) => openingToWire(o, booked.byOpening.get(o.id) ?? 0)),
  };
}

/** The most places booked on one of the template's slots from today on. */
export async function mostBookedOfTemplate(
  db: DbOrTx,
  templateId: number,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ most: sql<number>`coalesce(max(${slotInstances.booked}), 0)::int` })
    .from(slotInstances)
    .where(and(eq(slotInstances.templateId, templateId), gte(slotInstances.date, today)));
  return row?.most ?? 0;
}

/** Places booked on the special opening's slot. */
export async function bookedOfOpening(db: DbOrTx, openingId: number): Promise<number> {
  const [row] = await db
    .select({ booked: sql<number>`coalesce(sum(${slotInstances.booked}), 0)::int` })
    .from(slotInstances)
    .where(eq(slotInstances.specialOpeningId, openingId));
  return row?.booked ?? 0;
}
