import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { SlotTemplateInput, SlotTemplateSetup } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { slotTemplates } from '../../db/schema';
import { fieldError } from '../../http/field-error';
import { audit } from '../staff';
import { mostBookedOfTemplate, templateToWire, type TemplateRow } from './calendar-repository';
import {
  found,
  notPast,
  openCalendarChange,
  todayOf,
  type CalendarContext,
} from './calendar-context';
import { reconcileInstances } from './instance-reconcile';

const columns = (input: SlotTemplateInput) => ({
  weekDay: input.weekDay,
  startsAt: input.validFrom,
  endsAt: input.validTo,
  capacity: input.capacity,
  cutoffMinutes: input.cutoffMinutes,
  validFrom: input.fromDate,
  validTo: input.toDate,
});

async function templateOf(db: DbOrTx, ctx: CalendarContext, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(slotTemplates)
    .where(
      and(
        eq(slotTemplates.id, id),
        eq(slotTemplates.storeId, ctx.storeId),
        eq(slotTemplates.mode, ctx.mode),
      ),
    );
  return found(row);
}

/** Two templates starting at the same time on the same week day and dates would be one slot. */
async function refuseTwin(
  db: DbOrTx,
  ctx: CalendarContext,
  input: SlotTemplateInput,
  self?: number,
) {
  const [twin] = await db
    .select({ id: slotTemplates.id })
    .from(slotTemplates)
    .where(
      and(
        eq(slotTemplates.storeId, ctx.storeId),
        eq(slotTemplates.mode, ctx.mode),
        eq(slotTemplates.weekDay, input.weekDay),
        eq(slotTemplates.startsAt, input.validFrom),
        self === undefined ? undefined : ne(slotTemplates.id, self),
        or(isNull(slotTemplates.validTo), gte(slotTemplates.validTo, input.fromDate)),
        input.toDate === null ? undefined : lte(slotTemplates.validFrom, input.toDate),
      ),
    );
  if (twin)
    throw fieldError(
      'validFrom',
      `una fascia che inizia alle ${input.validFrom} esiste già in quei giorni`,
    );
}

function check(ctx: CalendarContext, input: SlotTemplateInput): void {
  notPast(ctx, 'toDate', input.toDate);
}

export async function createTemplate(
  db: DbOrTx,
  ctx: CalendarContext,
  input: SlotTemplateInput,
): Promise<SlotTemplateSetup> {
  await openCalendarChange(db, ctx);
  check(ctx, input);
  await refuseTwin(db, ctx, input);
  const [row] = await db
    .insert(slotTemplates)
    .values({ storeId: ctx.storeId, mode: ctx.mode, ...columns(input) })
    .returning();
  const created = templateToWire(row!, 0);
  await reconcileInstances(db, ctx.storeId, ctx.mode, ctx.now);
  await audit(db, {
    staffId: ctx.staffId,
    action: 'SLOT_TEMPLATE_CREATE',
    entity: 'slot_template',
    entityId: String(created.id),
    before: null,
    after: created,
  });
  return created;
}

/**
 * Replaces a template. The slots it already handed out follow (capacity, cut-off, window);
 * a change that would drop or shrink a booked slot below its bookings is refused.
 */
export async function updateTemplate(
  db: DbOrTx,
  ctx: CalendarContext,
  id: number,
  input: SlotTemplateInput,
): Promise<SlotTemplateSetup> {
  await openCalendarChange(db, ctx);
  const before = await templateOf(db, ctx, id);
  check(ctx, input);
  await refuseTwin(db, ctx, input, id);
  const [row] = await db
    .update(slotTemplates)
    .set(columns(input))
    .where(eq(slotTemplates.id, id))
    .returning();
  await reconcileInstances(db, ctx.storeId, ctx.mode, ctx.now);
  const most = await mostBookedOfTemplate(db, id, todayOf(ctx));
  const after = templateToWire(row!, most);
  await audit(db, {
    staffId: ctx.staffId,
    action: 'SLOT_TEMPLATE_UPDATE',
    entity: 'slot_template',
    entityId: String(id),
    before: templateToWire(before, most),
    after,
  });
  return after;
}

/** Deletes a template; refused while one of its slots from today on has bookings (end it with toDate after them). */
export async function deleteTemplate(db: DbOrTx, ctx: CalendarContext, id: number): Promise<void> {
  await openCalendarChange(db, ctx);
  const before = await templateOf(db, ctx, id);
  await db.delete(slotTemplates).where(eq(slotTemplates.id, id));
  await reconcileInstances(db, ctx.storeId, ctx.mode, ctx.now);
  await audit(db, {
    staffId: ctx.staffId,
    action: 'SLOT_TEMPLATE_DELETE',
    entity: 'slot_template',
    entityId: String(id),
    before: templateToWire(before, 0),
    after: null,
  });
}
