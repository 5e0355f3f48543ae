import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { BookedSlotConflict, DeliveryModeId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orders, slotInstances } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { lapseHoldsOf, slotCalendar, loadCalendar } from '../slots';
import { shopToday, shortTime } from '../../shared/shop-time';

const DAY_MS = 86_400_000;

/** One change of a store's calendar at a time, so two edits never judge stale bookings. */
export async function lockCalendar(db: DbOrTx, storeId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('slot-calendar'), ${storeId})`);
}

/** The refusal of a change that would drop booked orders; the transaction rolls the change back. */
export function bookedSlotsError(conflicts: BookedSlotConflict[]): AppError {
  const list = conflicts
    .map((c) => `${c.date} ${c.validFrom}-${c.validTo} (${c.reason})`)
    .join('; ');
  return new AppError('SLOT_HAS_BOOKINGS', {
    message: `Modifica non consentita: fasce con ordini già prenotati: ${list}`,
    data: { conflicts },
  });
}

/**
 * Brings the slots already handed out (instances, from today on) in line with the calendar
 * rules as they stand after a change, in the caller's transaction. Instances are the truth
 * once materialised, so without this a template's new capacity would never reach them.
 * A slot with bookings must survive the change with the same window and room for them;
 * otherwise the whole change is refused with the list of those slots. Slots without
 * bookings follow the rules or go, to be materialised again when next listed.
 */
export async function reconcileInstances(
  db: DbOrTx,
  storeId: number,
  mode: DeliveryModeId,
  now: Date,
): Promise<void> {
  const today = shopToday(now);
  const instances = await db
    .select()
    .from(slotInstances)
    .where(
      and(
        eq(slotInstances.storeId, storeId),
        eq(slotInstances.mode, mode),
        gte(slotInstances.date, today),
      ),
    )
    .for('update');
  if (instances.length === 0) return;
  const last = instances.reduce((max, i) => (i.date > max ? i.date : max), today);
  const days = Math.round((Date.parse(last) - Date.parse(today)) / DAY_MS) + 1;
  const data = await loadCalendar(db, storeId, mode, today, last);
  const rules = slotCalendar({ ...data, instances: [] }, now, days);
  const ruleAt = new Map(rules.map((r) => [`${r.date} ${r.startsAt}`, r]));
  const conflicts: BookedSlotConflict[] = [];
  const unused: number[] = [];
  for (const instance of instances) {
    const startsAt = shortTime(instance.startsAt);
    const endsAt = shortTime(instance.endsAt);
    const rule = ruleAt.get(`${instance.date} ${startsAt}`);
    const conflict = (reason: string) =>
      conflicts.push({
        date: instance.date,
        validFrom: startsAt,
        validTo: endsAt,
        booked: instance.booked,
        reason,
      });
    if (!rule) {
      if (instance.booked > 0) conflict('la fascia non ci sarebbe più');
      else unused.push(instance.id);
      continue;
    }
    if (instance.booked > 0 && rule.endsAt !== endsAt)
      conflict(`l’orario finirebbe alle ${rule.endsAt}`);
    else if (rule.capacity < instance.booked)
      conflict(`capacità ${rule.capacity} inferiore alle ${instance.booked} prenotazioni`);
    else if (
      rule.endsAt !== endsAt ||
      rule.capacity !== instance.capacity ||
      rule.cutoffMinutes !== instance.cutoffMinutes ||
      rule.templateId !== instance.templateId ||
      rule.specialOpeningId !== instance.specialOpeningId
    )
      await db
        .update(slotInstances)
        .set({
          endsAt: rule.endsAt,
          capacity: rule.capacity,
          cutoffMinutes: rule.cutoffMinutes,
          templateId: rule.templateId,
          specialOpeningId: rule.specialOpeningId,
        })
        .where(eq(slotInstances.id, instance.id));
  }
  if (conflicts.length > 0) throw bookedSlotsError(conflicts);
  if (unused.length === 0) return;
  // A slot some customer holds is kept, its holds lapsed, so they are told (issue 29).
  const held = new Set(await lapseHoldsOf(db, unused));
  // An aborted order still points at its slot: that row stays, out of every rule, unseen.
  const deletable = unused.filter((id) => !held.has(id));
  const gone =
    deletable.length === 0
      ? []
      : await db
          .delete(slotInstances)
          .where(
            and(
              inArray(slotInstances.id, deletable),
              sql`not exists (select 1 from ${orders} where ${orders.slotInstanceId} = ${slotInstances.id})`,
            ),
          )
          .returning({ id: slotInstances.id });
  // What stays of a removed slot has no place left: its old id books and holds nothing.
  const removed = new Set(gone.map((g) => g.id));
  const kept = unused.filter((id) => !removed.has(id));
  if (kept.length > 0)
    await db
      .update(slotInstances)
      .set({ capacity: 0 })
      .where(and(inArray(slotInstances.id, kept), sql`${slotInstances.capacity} <> 0`));
}
