import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorCatalogue } from '@spesa/contracts';
import { call, expectCode, okData } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import {
  bookedOf,
  coffeeCart,
  freeze,
  freezeBody,
  orderOf,
  testSlot,
} from '../../testing/orders-helpers';
import {
  holdOk,
  holdRequest,
  holdRowsOf,
  lapseHold,
  readHoldOf,
} from '../../testing/slot-hold-helpers';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

async function shopper() {
  const c = await newCustomer(s.t);
  return { c, cartId: await coffeeCart(s.t, c, s.mazzini) };
}

describe('slot holds (issue 29)', () => {
  it('counts a hold against the capacity at once', async () => {
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 1 });
    const a = await shopper();
    const hold = await holdOk(s.t, a.c, a.cartId, slotId);
    expect(hold.status).toBe('ACTIVE');
    expect(hold.canExtend).toBe(true);
    const left = Date.parse(hold.expiresAt) - Date.parse(hold.serverNow);
    expect(left).toBeGreaterThan(59 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
    const b = await shopper();
    expect(expectCode(await holdRequest(s.t, b.c, b.cartId, slotId), 200, 4028).message).toBe(
      errorCatalogue.SLOT_FULL.message,
    );
    expectCode(await freeze(s.t, b.c, freezeBody(b.cartId, slotId)), 200, 4028);
    expect(await bookedOf(s.t, slotId)).toBe(0);
  });

  it('lets the checkout use the hold without counting it twice', async () => {
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 1 });
    const a = await shopper();
    await holdOk(s.t, a.c, a.cartId, slotId);
    orderOf(await freeze(s.t, a.c, freezeBody(a.cartId, slotId)));
    expect(await bookedOf(s.t, slotId)).toBe(1);
    expect(await holdRowsOf(s.t, a.cartId)).toEqual([]);
  });

  it('frees the place of an expired hold with no process running, and tells its owner', async () => {
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 1 });
    const a = await shopper();
    await holdOk(s.t, a.c, a.cartId, slotId);
    await lapseHold(s.t, a.cartId);
    expect((await readHoldOf(s.t, a.c, a.cartId))?.status).toBe('EXPIRED');
    const b = await shopper();
    orderOf(await freeze(s.t, b.c, freezeBody(b.cartId, slotId)));
    // The slot filled meanwhile: the lapsed owner's checkout is refused clearly.
    expectCode(await freeze(s.t, a.c, freezeBody(a.cartId, slotId)), 200, 4028);
    expect(await bookedOf(s.t, slotId)).toBe(1);
  });

  it('extends a hold once only, and not once it has lapsed', async () => {
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const a = await shopper();
    const first = await holdOk(s.t, a.c, a.cartId, slotId);
    const url = `/cli/ecommerce/slots/${a.cartId}/hold/extend`;
    const longer = okData(await call(s.t, a.c, 'POST', url)) as typeof first;
    expect(Date.parse(longer.expiresAt) - Date.parse(first.expiresAt)).toBe(60 * 60_000);
    expect(longer.canExtend).toBe(false);
    expectCode(await call(s.t, a.c, 'POST', url), 200, 4081);
    const b = await shopper();
    await holdOk(s.t, b.c, b.cartId, slotId);
    await lapseHold(s.t, b.cartId);
    expectCode(
      await call(s.t, b.c, 'POST', `/cli/ecommerce/slots/${b.cartId}/hold/extend`),
      200,
      4082,
    );
  });

  it('keeps one hold per customer and cart: holding another slot moves it', async () => {
    const one = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 1 });
    const two = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 1 });
    const a = await shopper();
    const first = await holdOk(s.t, a.c, a.cartId, one);
    const again = await holdOk(s.t, a.c, a.cartId, one);
    expect(again.expiresAt).toBe(first.expiresAt);
    const moved = await holdOk(s.t, a.c, a.cartId, two);
    expect(moved.timeSlotId).toBe(String(two));
    // Moving keeps the end: no way to hold for ever by hopping between slots.
    expect(moved.expiresAt).toBe(first.expiresAt);
    expect(await holdRowsOf(s.t, a.cartId)).toHaveLength(1);
    const b = await shopper();
    await holdOk(s.t, b.c, b.cartId, one);
  });

  it('gives the place back on release', async () => {
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 1 });
    const a = await shopper();
    await holdOk(s.t, a.c, a.cartId, slotId);
    const res = await s.t.app.inject({
      method: 'DELETE',
      url: `/cli/ecommerce/slots/${a.cartId}/hold`,
      headers: { cookie: a.c.cookie },
    });
    expect(okData(res)).toBeNull();
    expect(await readHoldOf(s.t, a.c, a.cartId)).toBeNull();
    const b = await shopper();
    await holdOk(s.t, b.c, b.cartId, slotId);
  });

  it("refuses another customer's cart and past the cut-off", async () => {
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const a = await shopper();
    const b = await shopper();
    expectCode(await holdRequest(s.t, b.c, a.cartId, slotId), 200, 4004);
    const closed = await testSlot(s.t, s.mazzini, 'IN_STORE', {
      date: '2020-01-01',
      cutoffMinutes: 0,
    });
    expectCode(await holdRequest(s.t, a.c, a.cartId, closed), 200, 4029);
  });

  it('never holds a slot past its cut-off, nor extends it beyond', async () => {
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    // Booking for this slot closes in 20 minutes, well within the store's 60.
    await s.t.db.db.execute(sql`update slot_instances set cutoff_minutes =
      floor(extract(epoch from ((date + starts_at) at time zone 'Europe/Rome') - now()) / 60) - 20
      where id = ${slotId}`);
    const a = await shopper();
    const hold = await holdOk(s.t, a.c, a.cartId, slotId);
    const left = Date.parse(hold.expiresAt) - Date.parse(hold.serverNow);
    expect(left).toBeLessThanOrEqual(21 * 60_000);
    expect(left).toBeGreaterThan(18 * 60_000);
    const url = `/cli/ecommerce/slots/${a.cartId}/hold/extend`;
    const longer = okData(await call(s.t, a.c, 'POST', url)) as typeof hold;
    expect(longer.expiresAt).toBe(hold.expiresAt);
  });
});
