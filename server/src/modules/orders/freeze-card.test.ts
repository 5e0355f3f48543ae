import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { expectCode } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import {
  bookedOf,
  coffeeCart,
  freeze,
  freezeBody,
  giveLoyaltyCard,
  orderOf,
  testSlot,
} from '../../testing/orders-helpers';
import { rowId } from '../../testing';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

/** A customer with a coffee cart and a pickup slot, ready to freeze. */
async function readyToFreeze() {
  const c = await newCustomer(s.t);
  const cartId = await coffeeCart(s.t, c, s.mazzini);
  const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
  return { c, cartId, slotId };
}

describe('the loyalty card typed at checkout (cart/freeze)', () => {
  it.each([
    ['another member’s card (demo@spesa.it’s)', '0244431700454', 41],
    ['a card the registry does not know', '0200000000017', 41],
  ])('refuses %s with 41 on profileCard, placing nothing', async (_what, card, code) => {
    const { c, cartId, slotId } = await readyToFreeze();
    await giveLoyaltyCard(s.t, c.id);
    const res = await freeze(s.t, c, freezeBody(cartId, slotId, { profileCard: card }));
    const body = expectCode(res, 200, code);
    expect(body.errors).toEqual([{ field: 'profileCard', message: body.message }]);
    expect(
      await s.t.db.db
        .select()
        .from(orders)
        .where(eq(orders.cartId, rowId(cartId))),
    ).toEqual([]);
    expect(await bookedOf(s.t, slotId)).toBe(0);
  });

  it('refuses a card when the customer has none on the profile', async () => {
    const { c, cartId, slotId } = await readyToFreeze();
    const res = await freeze(s.t, c, freezeBody(cartId, slotId, { profileCard: '0255020378398' }));
    expectCode(res, 200, 41);
  });

  it('refuses the customer’s own card when the registry has disabled it (36)', async () => {
    const { c, cartId, slotId } = await readyToFreeze();
    const card = await giveLoyaltyCard(s.t, c.id, false);
    const res = await freeze(s.t, c, freezeBody(cartId, slotId, { profileCard: card }));
    expectCode(res, 200, 36);
  });

  it('accepts the customer’s own enabled card and keeps it on the order', async () => {
    const { c, cartId, slotId } = await readyToFreeze();
    const card = await giveLoyaltyCard(s.t, c.id);
    const order = orderOf(await freeze(s.t, c, freezeBody(cartId, slotId, { profileCard: card })));
    const [row] = await s.t.db.db
      .select()
      .from(orders)
      .where(eq(orders.id, rowId(order.id)));
    expect(row?.loyaltyCard).toBe(card);
  });

  it('places the order without a card', async () => {
    const { c, cartId, slotId } = await readyToFreeze();
    orderOf(await freeze(s.t, c, freezeBody(cartId, slotId, { profileCard: '' })));
  });
});
