import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorCatalogue } from '@spesa/contracts';
import { carts, orders } from '../../db/schema';
import { expectCode } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { addDays, shopToday } from '../../shared/shop-time';
import {
  bookedOf,
  coffeeCart,
  freeze,
  freezeBody,
  orderOf,
  testSlot,
} from '../../testing/orders-helpers';
import { rowId } from '../../testing';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

/** Freezes a fresh customer's coffee cart on the slot; answers the reply and the cart id. */
async function freezeOn(slotId: number) {
  const c = await newCustomer(s.t);
  const cartId = await coffeeCart(s.t, c, s.mazzini);
  return { res: await freeze(s.t, c, freezeBody(cartId, slotId)), cartId };
}

async function nothingPlaced(cartId: number) {
  expect(await s.t.db.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
  const [cart] = await s.t.db.db.select().from(carts).where(eq(carts.id, cartId));
  expect(cart?.status).toBe('OPEN');
}

describe('cart/freeze: the slot', () => {
  it('answers 4029 once the cut-off has passed, booking nothing', async () => {
    // Today at 20:xx with a whole day of cut-off: it closed yesterday evening.
    const today = shopToday(new Date());
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { date: today, cutoffMinutes: 1440 });
    const { res, cartId } = await freezeOn(slotId);
    expect(expectCode(res, 200, 4029).message).toBe(
      "Hai superato il limite di orario per prenotare l'ordine",
    );
    expect(await bookedOf(s.t, slotId)).toBe(0);
    await nothingPlaced(rowId(cartId));
  });

  it('answers 4029 for a slot of a day gone by', async () => {
    const yesterday = addDays(shopToday(new Date()), -1);
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', {
      date: yesterday,
      cutoffMinutes: 0,
    });
    expectCode((await freezeOn(slotId)).res, 200, 4029);
    expect(await bookedOf(s.t, slotId)).toBe(0);
  });

  it('gives the last place to one customer and a clear refusal to the next', async () => {
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 3, booked: 2 });
    orderOf((await freezeOn(slotId)).res);
    expect(await bookedOf(s.t, slotId)).toBe(3);
    const { res, cartId } = await freezeOn(slotId);
    expect(expectCode(res, 200, 4028).message).toBe(errorCatalogue.SLOT_FULL.message);
    expect(await bookedOf(s.t, slotId)).toBe(3);
    await nothingPlaced(rowId(cartId));
  });

  it("refuses another store's or mode's slot and an unknown id as a bad timeSlotId", async () => {
    const otherStore = await testSlot(s.t, s.bolognina, 'IN_STORE');
    const otherMode = await testSlot(s.t, s.mazzini, 'DRIVE');
    for (const slotId of [otherStore, otherMode, 999_999]) {
      const { res, cartId } = await freezeOn(slotId);
      expect(expectCode(res, 200, 4000).errors?.map((e) => e.field)).toEqual(['timeSlotId']);
      await nothingPlaced(rowId(cartId));
    }
    expect(await bookedOf(s.t, otherStore)).toBe(0);
    expect(await bookedOf(s.t, otherMode)).toBe(0);
  });
});
