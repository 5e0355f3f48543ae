import { setImmediate as tick } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { testSlot } from '../../testing/orders-helpers';
import { addDays, shopToday, weekDayOf } from '../../shared/shop-time';
import { staffCall, staffCookies, type StaffCookies } from '../../testing/store-setup-helpers';

/**
 * Issue 25, item 10b: a transaction is one pg client, which runs one query at a time; a second
 * query sent before the first answered is deprecated by pg (and an error in pg 9). pg warns
 * once per process, so this file watches from its very start and every test checks the log.
 */
const warnings: string[] = [];
process.on('warning', (w) => {
  if (w.message.includes('already executing a query')) warnings.push(w.message);
});

let s: CartTest;
let staff: StaffCookies;
const day = addDays(shopToday(new Date()), 5);

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.modena);
  // A slot already handed out: a change then brings the calendar's instances in line.
  await testSlot(s.t, s.mazzini, 'IN_STORE');
});
afterAll(() => s?.t.close());
beforeEach(() => {
  warnings.length = 0;
});

async function noConcurrentQueries() {
  await tick();
  expect(warnings).toEqual([]);
}

describe('a transaction sends its queries one at a time', () => {
  it('closing a day and opening it again', async () => {
    const closures = `/cli/staff/stores/${s.mazzini}/calendar/IN_STORE/closures`;
    const res = await staffCall(s.t, staff.operator, 'POST', closures, {
      date: day,
      reason: 'Inventario',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = (res.json() as { data: { id: number } }).data;
    const del = await staffCall(s.t, staff.operator, 'DELETE', `${closures}/${id}`);
    expect(del.statusCode, del.body).toBe(200);
    await noConcurrentQueries();
  });

  it('adding a slot template', async () => {
    const res = await staffCall(
      s.t,
      staff.operator,
      'POST',
      `/cli/staff/stores/${s.mazzini}/calendar/IN_STORE/templates`,
      {
        weekDay: weekDayOf(day),
        validFrom: '21:17',
        validTo: '21:47',
        capacity: 4,
        cutoffMinutes: 60,
        fromDate: shopToday(new Date()),
        toDate: null,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    await noConcurrentQueries();
  });
});
