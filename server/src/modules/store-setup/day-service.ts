import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type {
  ClosedDayInput,
  ClosedDaySetup,
  SpecialOpeningInput,
  SpecialOpeningSetup,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { slotClosures, slotSpecialOpenings, storeDeliveryModes } from '../../db/schema';
import { fieldError } from '../../http/field-error';
import { audit } from '../staff';
import {
  bookedOfOpening,
  closureToWire,
  openingToWire,
  type ClosureRow,
  type OpeningRow,
} from './calendar-repository';
import { found, notPast, openCalendarChange, type CalendarContext } from './calendar-context';
import { reconcileInstances } from './instance-reconcile';

/** A closure of every mode touches the slots of every mode the store offers. */
async function reconcileClosure(db: DbOrTx, ctx: CalendarContext, allModes: boolean) {
  if (!allModes) return reconcileInstances(db, ctx.storeId, ctx.mode, ctx.now);
  const modes = await db
    .select({ mode: storeDeliveryModes.mode })
    .from(storeDeliveryModes)
    .where(eq(storeDeliveryModes.storeId, ctx.storeId));
  for (const { mode } of modes) await reconcileInstances(db, ctx.storeId, mode, ctx.now);
}

async function closureOf(db: DbOrTx, ctx: CalendarContext, id: number): Promise<ClosureRow> {
  const [row] = await db
    .select()
    .from(slotClosures)
    .where(
      and(
        eq(slotClosures.id, id),
        eq(slotClosures.storeId, ctx.storeId),
        or(isNull(slotClosures.mode), eq(slotClosures.mode, ctx.mode)),
      ),
    );
  return found(row);
}

/** Closes a day; refused when slots of that day already have bookings. */
export async function createClosure(
  db: DbOrTx,
  ctx: CalendarContext,
  input: ClosedDayInput,
): Promise<ClosedDaySetup> {
  await openCalendarChange(db, ctx);
  notPast(ctx, 'date', input.date);
  const mode = input.allModes ? null : ctx.mode;
  const [row] = await db
    .insert(slotClosures)
    .values({ storeId: ctx.storeId, mode, date: input.date, reason: input.reason })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('date', 'il giorno è già chiuso');
  await reconcileClosure(db, ctx, input.allModes);
  const created = closureToWire(row);
  await audit(db, {
    staffId: ctx.staffId,
    action: 'SLOT_CLOSURE_CREATE',
    entity: 'slot_closure',
    entityId: String(row.id),
    before: null,
    after: { ...created, mode },
  });
  return created;
}

export async function deleteClosure(db: DbOrTx, ctx: CalendarContext, id: number): Promise<void> {
  await openCalendarChange(db, ctx);
  const before = await closureOf(db, ctx, id);
  await db.delete(slotClosures).where(eq(slotClosures.id, id));
  await reconcileClosure(db, ctx, before.mode === null);
  await audit(db, {
    staffId: ctx.staffId,
    action: 'SLOT_CLOSURE_DELETE',
    entity: 'slot_closure',
    entityId: String(id),
    before: { ...closureToWire(before), mode: before.mode },
    after: null,
  });
}

async function openingOf(db: DbOrTx, ctx: CalendarContext, id: number): Promise<OpeningRow> {
  const [row] = await db
    .select()
    .from(slotSpecialOpenings)
    .where(
      and(
        eq(slotSpecialOpenings.id, id),
        eq(slotSpecialOpenings.storeId, ctx.storeId),
        eq(slotSpecialOpenings.mode, ctx.mode),
      ),
    );
  return found(row);
}

const openingColumns = (input: SpecialOpeningInput) => ({
  date: input.date,
  startsAt: input.validFrom,
  endsAt: input.validTo,
  capacity: input.capacity,
  cutoffMinutes: input.cutoffMinutes,
});

/**
 * Adds (id null) or replaces a special opening. It wins over a template slot at the same
 * start, so a booked slot there must keep its window and room for its bookings.
 */
export async function saveOpening(
  db: DbOrTx,
  ctx: CalendarContext,
  id: number | null,
  input: SpecialOpeningInput,
): Promise<SpecialOpeningSetup> {
  await openCalendarChange(db, ctx);
  const before = id === null ? null : await openingOf(db, ctx, id);
  notPast(ctx, 'date', input.date);
  const [twin] = await db
    .select({ id: slotSpecialOpenings.id })
    .from(slotSpecialOpenings)
    .where(
      and(
        eq(slotSpecialOpenings.storeId, ctx.storeId),
        eq(slotSpecialOpenings.mode, ctx.mode),
        eq(slotSpecialOpenings.date, input.date),
        eq(slotSpecialOpenings.startsAt, input.validFrom),
        id === null ? undefined : ne(slotSpecialOpenings.id, id),
      ),
    );
  if (twin)
    throw fieldError('validFrom', `un’apertura alle ${input.validFrom} esiste già quel giorno`);
  const values = openingColumns(input);
  const [row] =
    id === null
      ? await db
          .insert(slotSpecialOpenings)
          .values({ storeId: ctx.storeId, mode: ctx.mode, ...values })
          .returning()
      : await db
          .update(slotSpecialOpenings)
          .set(values)
          .where(eq(slotSpecialOpenings.id, id))
          .returning();
  if (!row) throw new Error(`special opening ${id} vanished inside its transaction`);
  await reconcileInstances(db, ctx.storeId, ctx.mode, ctx.now);
  const saved = openingToWire(row, await bookedOfOpening(db, row.id));
  await audit(db, {
    staffId: ctx.staffId,
    action: id === null ? 'SLOT_OPENING_CREATE' : 'SLOT_OPENING_UPDATE',
    entity: 'slot_special_opening',
    entityId: String(row.id),
    before: before && openingToWire(before, saved.booked),
    after: saved,
  });
  return saved;
}

/** Deletes a special opening; refused while its slot has bookings. */
export async function deleteOpening(db: DbOrTx, ctx: CalendarContext, id: number): Promise<void> {
  await openCalendarChange(db, ctx);
  const before = await openingOf(db, ctx, id);
  const booked = await bookedOfOpening(db, id);
  await db.delete(slotSpecialOpenings).where(eq(slotSpecialOpenings.id, id));
  await reconcileInstances(db, ctx.storeId, ctx.mode, ctx.now);
  await audit(db, {
    staffId: ctx.staffId,
    action: 'SLOT_OPENING_DELETE',
    entity: 'slot_special_opening',
    entityId: String(id),
    before: openingToWire(before, booked),
    after: null,
  });
}
