import type { DbOrTx } from '../db/client';
import { slotClosures, slotSpecialOpenings, slotTemplates } from '../db/schema';
import { addDays, shopToday, weekDayOf } from '../shared/shop-time';
import { inChunks } from './chunked-insert';
import { isoDay } from './dates';
import { hh, MONDAY_TO_SATURDAY, openingOf, SUNDAY, windows } from './slot-windows';
import { nextHolidays } from './store-calendar';
import type { SeededStore } from './stores';

type TemplateRow = typeof slotTemplates.$inferInsert;
type ClosureRow = typeof slotClosures.$inferInsert;
type OpeningRow = typeof slotSpecialOpenings.$inferInsert;

export interface SlotSeed {
  templates: TemplateRow[];
  closures: ClosureRow[];
  specialOpenings: OpeningRow[];
}

/** Long before any demo date, so the weekly calendar is always in force. */
const TEMPLATES_VALID_FROM = '2024-01-01';

/** A few stores open on Sunday morning also deliver and hand over then. */
const worksSunday = (s: SeededStore, index: number) =>
  index % 3 === 0 && s.spec.sundayHours !== 'Chiuso';

/**
 * The demo calendar. Everything is fixed except the dates tied to `today` (in
 * Rome), which mirror the store pages: the next national holiday within the
 * 10-day horizon is closed (stores open on holidays keep morning pickup), the
 * stocktaking day is closed, one store's Drive is shut for maintenance and one
 * store opens for home delivery on the coming Sunday.
 */
export function slotSeed(stores: readonly SeededStore[], today: Date): SlotSeed {
  const day0 = shopToday(today);
  const horizonEnd = addDays(day0, 9);
  const [y, m, d] = day0.split('-').map(Number) as [number, number, number];
  const [holiday] = nextHolidays(new Date(y, m - 1, d), 1)
    .map((h) => ({ date: isoDay(h.date), name: h.name }))
    .filter((h) => h.date <= horizonEnd);
  const nextSunday = addDays(day0, 8 - weekDayOf(day0));

  const templates: TemplateRow[] = [];
  const closures: ClosureRow[] = [];
  const specialOpenings: OpeningRow[] = [];
  stores.forEach((store, index) => {
    const storeId = store.id;
    const days = worksSunday(store, index) ? [SUNDAY, ...MONDAY_TO_SATURDAY] : MONDAY_TO_SATURDAY;
    for (const mode of store.spec.modes) {
      for (const weekDay of days) {
        for (const w of windows(mode, index, weekDay)) {
          templates.push({
            storeId,
            mode,
            weekDay,
            startsAt: hh(w.from),
            endsAt: hh(w.to),
            capacity: w.capacity,
            cutoffMinutes: w.cutoffMinutes,
            validFrom: TEMPLATES_VALID_FROM,
          });
        }
      }
    }
    if (holiday) {
      closures.push({ storeId, date: holiday.date, reason: `Festività - ${holiday.name}` });
      // As on the store page: even-numbered stores open the holiday morning.
      if (index % 2 === 0 && store.spec.modes.includes('IN_STORE')) {
        for (const w of windows('IN_STORE', index, SUNDAY)) {
          specialOpenings.push({ storeId, mode: 'IN_STORE', date: holiday.date, ...openingOf(w) });
        }
      }
    }
    const stocktaking = addDays(day0, 9);
    if (index % 3 === 1 && stocktaking !== holiday?.date) {
      closures.push({ storeId, date: stocktaking, reason: 'Chiusura per inventario' });
    }
    if (index === 0 && store.spec.modes.includes('DRIVE')) {
      closures.push({
        storeId,
        mode: 'DRIVE',
        date: addDays(day0, 3),
        reason: 'Manutenzione Drive',
      });
    }
    if (index === 1 && store.spec.modes.includes('AT_HOME')) {
      for (const w of windows('AT_HOME', index, SUNDAY)) {
        specialOpenings.push({ storeId, mode: 'AT_HOME', date: nextSunday, ...openingOf(w) });
      }
    }
  });
  return { templates, closures, specialOpenings };
}

/** Inserts the demo calendar; returns the number of weekly templates. */
export async function seedSlots(
  db: DbOrTx,
  stores: readonly SeededStore[],
  today: Date,
): Promise<number> {
  const seed = slotSeed(stores, today);
  await inChunks(seed.templates, 2000, (chunk) => db.insert(slotTemplates).values(chunk));
  if (seed.closures.length) await db.insert(slotClosures).values(seed.closures);
  if (seed.specialOpenings.length) {
    await db.insert(slotSpecialOpenings).values(seed.specialOpenings);
  }
  return seed.templates.length;
}
