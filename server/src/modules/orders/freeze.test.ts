import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Slot, SlotDay, envelope } from '@spesa/contracts';
import { carts, orderItems, orders, orderStatusHistory } from '../../db/schema';
import { call, expectCode, okData } from '../../testing/cart-helpers';
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

const ordersOfCart = (cartId: number) =>
  s.t.db.db.select().from(orders).where(eq(orders.cartId, cartId));

describe('POST /cli/ecommerce/cart/freeze', () => {
  it('places the order in TO_BE_PREPARED with the money, lines and slot of the cart', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const card = await giveLoyaltyCard(s.t, c.id);
    const body = freezeBody(cartId, slotId, { profileCard: card });
    const order = orderOf(await freeze(s.t, c, body));

    expect(order).toMatchObject({
      status: 'TO_BE_PREPARED',
      storeId: String(s.mazzini),
      totalToPay: 10.97,
    });
    expect(order.code).toBeGreaterThanOrEqual(100001);
    expect(order.cart).toMatchObject({
      id: cartId,
      status: 'FROZEN',
      netTotal: 8.97,
      feesTotal: 2,
      totalToPay: 10.97,
      payment: { mode: 'CASH' },
      enableProductsReplacement: false,
      deliveryNote: 'Citofono Bianchi',
      delivery: { timeSlot: { id: String(slotId) } },
    });
    expect(
      order.cart.items.map((i) => [i.description, i.amount, i.netPrice, i.rowNetPrice]),
    ).toEqual([['Caffè macinato moka', 3, 2.99, 8.97]]);
    expect(await bookedOf(s.t, slotId)).toBe(1);
    const [row] = await ordersOfCart(rowId(cartId));
    expect(row).toMatchObject({ loyaltyCard: card, contactMobilePhone: '3331234567' });
    const [cart] = await s.t.db.db
      .select()
      .from(carts)
      .where(eq(carts.id, rowId(cartId)));
    expect(cart?.status).toBe('FROZEN');
    expect(cart?.frozenAt).toBeInstanceOf(Date);
    const history = await s.t.db.db
      .select({ status: orderStatusHistory.status, by: orderStatusHistory.changedBy })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, rowId(order.id)));
    expect(history).toEqual([{ status: 'TO_BE_PREPARED', by: 'CUSTOMER' }]);
    expectCode(await call(s.t, c, 'GET', '/cli/ecommerce/cart/current'), 200, 4004);
  });

  it('answers a retried freeze with the same order, never a second one', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const first = orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
    const again = orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
    expect(again).toEqual(first);
    const [x, y] = await Promise.all([
      freeze(s.t, c, freezeBody(cartId, slotId)),
      freeze(s.t, c, freezeBody(cartId, slotId)),
    ]);
    expect([orderOf(x!).id, orderOf(y!).id]).toEqual([first.id, first.id]);
    expect(await ordersOfCart(rowId(cartId))).toHaveLength(1);
    expect(await bookedOf(s.t, slotId)).toBe(1);
  });

  it('makes one order of two simultaneous first freezes of one cart', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const answers = await Promise.all(
      [1, 2, 3].map(() => freeze(s.t, c, freezeBody(cartId, slotId))),
    );
    const ids = new Set(answers.map((a) => orderOf(a).id));
    expect(ids.size).toBe(1);
    expect(await ordersOfCart(rowId(cartId))).toHaveLength(1);
    expect(await bookedOf(s.t, slotId)).toBe(1);
  });

  it('books a slot the slot list handed out for the cart', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    const days = envelope(SlotDay.array()).parse(
      (await call(s.t, c, 'GET', `/cli/ecommerce/slots/${cartId}/days`)).json(),
    ).data;
    const day = days.find((d) => d.available);
    if (!day) throw new Error('no bookable day in the seeded calendar');
    const url = `/cli/ecommerce/slots/${cartId}?weekDay=${day.weekDay}&date=${day.date}`;
    const slots = Slot.array().parse(okData(await call(s.t, c, 'GET', url)));
    const slot = slots.find((x) => x.available);
    if (!slot) throw new Error('an available day without an available slot');
    const order = orderOf(await freeze(s.t, c, freezeBody(cartId, slot.id)));
    expect(order).toMatchObject({
      deliveryDate: day.date,
      validFrom: slot.validFrom,
      validTo: slot.validTo,
      cart: { delivery: { timeSlot: { id: slot.id, weekDay: day.weekDay } } },
    });
    expect(await bookedOf(s.t, slot.id)).toBe(1);
    const lines = await s.t.db.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, rowId(order.id)));
    expect(lines).toMatchObject([{ quantityMilli: 3000, netPriceCents: 299, rowNetCents: 897 }]);
  });

  it("refuses a guest (401) and another customer's cart (4004), placing nothing", async () => {
    const owner = await newCustomer(s.t);
    const other = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, owner, s.mazzini);
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    expectCode(await freeze(s.t, null, freezeBody(cartId, slotId)), 401, 401);
    expectCode(await freeze(s.t, other, freezeBody(cartId, slotId)), 200, 4004);
    expect(await ordersOfCart(rowId(cartId))).toHaveLength(0);
    expect(await bookedOf(s.t, slotId)).toBe(0);
  });
});
