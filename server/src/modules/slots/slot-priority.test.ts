import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorCatalogue,
  PriorityCustomer,
  PriorityState,
  SlotHoldSettings,
  SlotOccupancy,
} from '@spesa/contracts';
import { call, expectCode, okData } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { coffeeCart, freeze, freezeBody, orderOf, testSlot } from '../../testing/orders-helpers';
import { holdOk, holdRequest, setPrioritySettings } from '../../testing/slot-hold-helpers';
import {
  auditRows,
  dataOf,
  staffCall,
  staffCookies,
  type StaffCookies,
} from '../../testing/store-setup-helpers';

let s: CartTest;
let staff: StaffCookies;

beforeAll(async () => {
  s = await setUpCartTest();
  staff = await staffCookies(s.t, s.mazzini, s.bolognina);
});
afterAll(() => s?.t.close());

async function shopper() {
  const c = await newCustomer(s.t);
  return { c, cartId: await coffeeCart(s.t, c, s.mazzini) };
}

/** The customer asks from the profile and an operator grants it. */
async function priorityShopper() {
  const one = await shopper();
  const asked = PriorityState.parse(
    okData(await call(s.t, one.c, 'POST', '/cli/profiles/priority', { reason: 'Ho 80 anni' })),
  );
  expect(asked).toEqual({ status: 'REQUESTED', reason: 'Ho 80 anni' });
  const waiting = dataOf(
    await staffCall(s.t, staff.operator, 'GET', '/cli/staff/priority-customers'),
    z.array(PriorityCustomer),
  );
  expect(waiting.map((w) => w.userId)).toContain(String(one.c.id));
  const granted = dataOf(
    await staffCall(s.t, staff.operator, 'PUT', `/cli/staff/priority-customers/${one.c.id}`, {
      granted: true,
    }),
    PriorityCustomer,
  );
  expect(granted.status).toBe('GRANTED');
  return one;
}

const settingsUrl = () => `/cli/staff/stores/${s.mazzini}/slot-holds`;

describe('priority places (issue 29)', () => {
  it('reads and sets the store settings, audited; an operator of another store is refused', async () => {
    const before = dataOf(
      await staffCall(s.t, staff.operator, 'GET', settingsUrl()),
      SlotHoldSettings,
    );
    expect(before).toEqual({ holdMinutes: 60, prioritySharePercent: 0, priorityOpensHours: 24 });
    const wanted = { holdMinutes: 30, prioritySharePercent: 20, priorityOpensHours: 12 };
    const saved = await staffCall(s.t, staff.operator, 'PUT', settingsUrl(), wanted);
    expect(dataOf(saved, SlotHoldSettings)).toEqual(wanted);
    expect((await auditRows(s.t, 'store', String(s.mazzini))).map((r) => r.action)).toContain(
      'STORE_SLOT_HOLDS',
    );
    const refused = await staffCall(s.t, staff.stranger, 'PUT', settingsUrl(), wanted);
    expect(refused.statusCode).toBe(403);
    const bad = await staffCall(s.t, staff.operator, 'PUT', settingsUrl(), {
      ...wanted,
      prioritySharePercent: 101,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses the reserved share to an ordinary customer but not to a priority one', async () => {
    // 20 % of 5 is 1 reserved place; 4 taken leave only that one.
    await setPrioritySettings(s.t, s.mazzini, { sharePercent: 20, opensMinutes: 60 });
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 5, booked: 4 });
    const ordinary = await shopper();
    expect(
      expectCode(await holdRequest(s.t, ordinary.c, ordinary.cartId, slotId), 200, 4083).message,
    ).toBe(errorCatalogue.SLOT_RESERVED.message);
    expectCode(await freeze(s.t, ordinary.c, freezeBody(ordinary.cartId, slotId)), 200, 4083);
    const priority = await priorityShopper();
    orderOf(await freeze(s.t, priority.c, freezeBody(priority.cartId, slotId)));
    // Now really full: 4028 for anyone.
    expectCode(await holdRequest(s.t, ordinary.c, ordinary.cartId, slotId), 200, 4028);
  });

  it('opens the reserved places to everyone the set time before the cut-off', async () => {
    // The test slot starts in 3 days with a 60-minute cut-off: 10 days ahead is already open.
    await setPrioritySettings(s.t, s.mazzini, { sharePercent: 20, opensMinutes: 10 * 1440 });
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 5, booked: 4 });
    const ordinary = await shopper();
    await holdOk(s.t, ordinary.c, ordinary.cartId, slotId);
    await setPrioritySettings(s.t, s.mazzini, { sharePercent: 0, opensMinutes: 1440 });
  });

  it('shows the staff calendar booked, held, reserved and free per slot', async () => {
    await setPrioritySettings(s.t, s.mazzini, { sharePercent: 20, opensMinutes: 60 });
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 10, booked: 3 });
    const a = await shopper();
    await holdOk(s.t, a.c, a.cartId, slotId);
    const url = `/cli/staff/stores/${s.mazzini}/calendar/IN_STORE/occupancy`;
    const slots = dataOf(await staffCall(s.t, staff.operator, 'GET', url), z.array(SlotOccupancy));
    const slot = slots.find((x) => x.id === String(slotId));
    expect(slot).toMatchObject({
      capacity: 10,
      booked: 3,
      held: 1,
      reserved: 2,
      free: 4,
      open: true,
    });
    expect((await staffCall(s.t, staff.stranger, 'GET', url)).statusCode).toBe(403);
    await setPrioritySettings(s.t, s.mazzini, { sharePercent: 0, opensMinutes: 1440 });
  });
});
