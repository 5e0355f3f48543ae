import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';
import { slotSeed } from './slots';
import { STORE_LIST } from './store-list';

const STORES = STORE_LIST.map((spec, i) => ({ id: 100 + i, spec }));
// Sunday 22 November 2026, 11:00 in Rome: the next holiday (8 December) is 16 days away
const LATE_NOVEMBER = new Date('2026-11-22T10:00:00Z');
// Sunday 26 April 2026: 1 May is five days on, a Friday
const LATE_APRIL = new Date('2026-04-26T10:00:00Z');

describe('slotSeed', () => {
  it('gives every store a Monday-to-Saturday calendar for each of its modes', () => {
    const { templates } = slotSeed(STORES, LATE_NOVEMBER);
    for (const store of STORES) {
      for (const mode of store.spec.modes) {
        const days = new Set(
          templates.filter((t) => t.storeId === store.id && t.mode === mode).map((t) => t.weekDay),
        );
        const weekdays = mode === 'SHIPPED' ? [2, 3, 4, 5, 6] : [2, 3, 4, 5, 6, 7];
        for (const day of weekdays) expect(days.has(day), `${store.spec.name} ${mode}`).toBe(true);
      }
    }
    expect(templates.every((t) => t.capacity > 0 && t.weekDay >= 1 && t.weekDay <= 7)).toBe(true);
  });

  it('uses the windows and cut-offs of each mode', () => {
    const { templates } = slotSeed(STORES, LATE_NOVEMBER);
    const home = templates.filter(
      (t) => t.storeId === 100 && t.mode === 'AT_HOME' && t.weekDay === 3,
    );
    expect(home.map((t) => [t.startsAt, t.endsAt, t.cutoffMinutes])).toEqual([
      ['09:00', '11:00', 720],
      ['11:00', '13:00', 120],
      ['15:00', '17:00', 120],
      ['17:00', '19:00', 120],
      ['19:00', '21:00', 120],
    ]);
    for (const t of home) expect(t.capacity).toBeGreaterThanOrEqual(6);
    for (const t of home) expect(t.capacity).toBeLessThanOrEqual(12);
    const pickup = templates.filter((t) => t.mode === 'IN_STORE' || t.mode === 'DRIVE');
    expect(
      pickup.every((t) => t.capacity >= 10 && t.capacity <= 20 && t.cutoffMinutes === 60),
    ).toBe(true);
    const sundays = new Set(templates.filter((t) => t.weekDay === 1).map((t) => t.storeId));
    expect(sundays.size).toBeGreaterThanOrEqual(2);
    expect(sundays.size).toBeLessThan(STORES.length / 2);
  });

  it('closes a holiday inside the horizon and keeps morning pickup where the store opens', () => {
    const { closures, specialOpenings } = slotSeed(STORES, LATE_APRIL);
    const mayDay = closures.filter((c) => c.date === '2026-05-01');
    expect(mayDay).toHaveLength(STORES.length);
    expect(mayDay.every((c) => c.mode === undefined)).toBe(true);
    const morning = specialOpenings.filter((o) => o.date === '2026-05-01');
    expect(new Set(morning.map((o) => o.mode))).toEqual(new Set(['IN_STORE']));
    expect(morning.every((o) => o.startsAt < '13:00')).toBe(true);
  });

  it('closes no holiday farther than ten days, and opens the coming Sunday', () => {
    const { closures, specialOpenings } = slotSeed(STORES, LATE_NOVEMBER);
    expect(closures.some((c) => c.date === '2026-12-08')).toBe(false);
    expect(closures.every((c) => c.date >= '2026-11-22' && c.date <= '2026-12-01')).toBe(true);
    expect(closures.some((c) => c.mode === 'DRIVE')).toBe(true);
    const sunday = specialOpenings.filter((o) => o.date === '2026-11-29');
    expect(sunday.length).toBeGreaterThan(0);
    expect(sunday.every((o) => o.mode === 'AT_HOME')).toBe(true);
  });

  it('is the same calendar for the same day', () => {
    expect(slotSeed(STORES, LATE_APRIL)).toEqual(slotSeed(STORES, LATE_APRIL));
  });
});

describe('the seeded slot calendar', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t?.close());

  it('has templates for every mode every store offers', async () => {
    const result = await t.db.execute<{ missing: number; templates: number }>(sql`
      select (select count(*) from store_delivery_modes m
               where not exists (select 1 from slot_templates s
                                 where s.store_id = m.store_id and s.mode = m.mode))::int as missing,
             (select count(*) from slot_templates)::int as templates`);
    expect(result.rows[0]).toMatchObject({ missing: 0 });
    expect(result.rows[0]?.templates).toBeGreaterThan(500);
  });
});
