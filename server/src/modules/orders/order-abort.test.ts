import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { carts, orders, orderStatusHistory } from '../../db/schema';
import { call, expectCode, okData } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest, type Customer } from '../../testing/cart-setup';
import { bookedOf, freeze, freezeBody, orderOf, placeOrder } from '../../testing/orders-helpers';
import { rowId } from '../../testing';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

const abort = (c: Customer | null, body: object) =>
  call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', body);

async function statusOf(orderId: number) {
  const [row] = await s.t.db.db
    .select({ status: orders.status, cartStatus: carts.status })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.id, orderId));
  return row;
}

describe('POST /cli/ecommerce/cart/abort with orderId', () => {
  it('aborts an order waiting to be prepared and gives its slot place back', async () => {
    const c = await newCustomer(s.t);
    const order = await placeOrder(s.t, c, s.mazzini);
    const slotId = order.cart.delivery.timeSlot!.id;
    expect(await bookedOf(s.t, slotId)).toBe(1);

    expect(okData(await abort(c, { orderId: order.id }))).toEqual({ orderId: order.id });
    expect(await bookedOf(s.t, slotId)).toBe(0);
    expect(await statusOf(rowId(order.id))).toEqual({ status: 'ABORTED', cartStatus: 'ABORTED' });
    const history = await s.t.db.db
      .select({ status: orderStatusHistory.status, by: orderStatusHistory.changedBy })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, rowId(order.id)))
      .orderBy(asc(orderStatusHistory.id));
    expect(history).toEqual([
      { status: 'TO_BE_PREPARED', by: 'CUSTOMER' },
      { status: 'ABORTED', by: 'CUSTOMER' },
    ]);
    const detail = orderOf(await call(s.t, c, 'GET', `/cli/ecommerce/orders/${order.id}/fetch`));
    expect(detail).toMatchObject({ status: 'ABORTED', cart: { status: 'ABORTED' } });
    expect(detail.cart.items).toEqual(order.cart.items);

    // Twice is 4205, and the place is not given back a second time.
    expect(expectCode(await abort(c, { orderId: order.id }), 200, 4205).message).toBe(
      "Stato dell'ordine errato",
    );
    expect(await bookedOf(s.t, slotId)).toBe(0);
    // The cart of an aborted order is neither open nor an order to answer again.
    const again = freezeBody(order.cart.id, slotId);
    expectCode(await freeze(s.t, c, again), 200, 4004);
  });

  it('answers 4205 once the store is preparing the order', async () => {
    const c = await newCustomer(s.t);
    const order = await placeOrder(s.t, c, s.mazzini);
    await s.t.db.db
      .update(orders)
      .set({ status: 'IN_PREPARATION' })
      .where(eq(orders.id, rowId(order.id)));
    expectCode(await abort(c, { orderId: order.id }), 200, 4205);
    expect(await bookedOf(s.t, order.cart.delivery.timeSlot!.id)).toBe(1);
    expect(await statusOf(rowId(order.id))).toEqual({
      status: 'IN_PREPARATION',
      cartStatus: 'FROZEN',
    });
  });

  it("never reaches another customer's order", async () => {
    const owner = await newCustomer(s.t);
    const order = await placeOrder(s.t, owner, s.mazzini);
    const res = await abort(await newCustomer(s.t), { orderId: order.id });
    expect(expectCode(res, 200, 404).data).toBeNull();
    expectCode(await abort(null, { orderId: order.id }), 401, 401);
    expect(await bookedOf(s.t, order.cart.delivery.timeSlot!.id)).toBe(1);
    expect(await statusOf(rowId(order.id))).toEqual({
      status: 'TO_BE_PREPARED',
      cartStatus: 'FROZEN',
    });
  });

  it('gives the place back once when two aborts race', async () => {
    const c = await newCustomer(s.t);
    const order = await placeOrder(s.t, c, s.mazzini);
    const answers = await Promise.all([1, 2].map(() => abort(c, { orderId: order.id })));
    expect(answers.map((a) => a.json<{ responseCode: number }>().responseCode).sort()).toEqual([
      0, 4205,
    ]);
    expect(await bookedOf(s.t, order.cart.delivery.timeSlot!.id)).toBe(0);
  });

  it('refuses a body with both a cartId and an orderId, or neither', async () => {
    const c = await newCustomer(s.t);
    expectCode(await abort(c, { cartId: 1, orderId: 1 }), 400, 400);
    expectCode(await abort(c, {}), 400, 400);
  });
});
