import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { envelope, errorCatalogue, OrderToCartResult } from '@spesa/contracts';
import { storeProducts } from '../../db/schema';
import { call, expectCode, openCart, storeOk } from '../../testing/cart-helpers';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import { freeze, freezeBody, orderOf, testSlot } from '../../testing/orders-helpers';
import type { WireId } from '../../testing';

const { caffe, biscotti, mozzarella, parmigiano } = FIXTURE.barcodes;

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

type Line = [barcode: string, quantity: { amount: number } | { weight: number }];

async function cartWith(c: Customer, storeId: WireId, lines: Line[]) {
  const cartId = (await openCart(s.t, c, storeId, 'IN_STORE')).id;
  for (const [barcode, quantity] of lines) await storeOk(s.t, c, cartId, barcode, quantity);
  return cartId;
}

async function order(c: Customer, lines: Line[]) {
  const cartId = await cartWith(c, s.mazzini, lines);
  const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
  return orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
}

const addOrder = (c: Customer | null, orderId: WireId, cartId: WireId) =>
  call(s.t, c, 'POST', '/cli/ecommerce/cart/addOrder', { orderId, cartId });

function resultOf(res: Awaited<ReturnType<typeof addOrder>>) {
  expect(res.statusCode, res.body).toBe(200);
  const body = envelope(OrderToCartResult).parse(res.json());
  expect(body.responseCode).toBe(0);
  return body.data;
}

describe('POST /cli/ecommerce/cart/addOrder', () => {
  it('adds every line to what the cart holds and reports the unavailable ones', async () => {
    const c = await newCustomer(s.t);
    const placed = await order(c, [
      [caffe, { amount: 2 }],
      [biscotti, { amount: 1 }],
      [parmigiano, { weight: 0.5 }],
    ]);
    const cartId = await cartWith(c, s.mazzini, [[caffe, { amount: 1 }]]);
    const biscuits = and(
      eq(storeProducts.productId, s.fixture.ids.biscotti),
      eq(storeProducts.storeId, s.mazzini),
    );
    await s.t.db.db.update(storeProducts).set({ available: false }).where(biscuits);
    try {
      const result = resultOf(await addOrder(c, placed.id, cartId));
      expect(result.added).toEqual([
        { barcode: caffe, description: expect.any(String), amount: 2, um: 'PZ', capped: false },
        {
          barcode: parmigiano,
          description: expect.any(String),
          amount: 0.5,
          um: 'KG',
          capped: false,
        },
      ]);
      expect(result.skipped).toEqual([
        { barcode: biscotti, description: 'Biscotti frollini al burro', reason: 'UNAVAILABLE' },
      ]);
      expect(result.cart.id).toBe(cartId);
      const lines = result.cart.items.map((i) => [i.barcode, i.amount, i.weight]);
      expect(lines).toEqual(
        expect.arrayContaining([
          [caffe, 3, null],
          [parmigiano, 0.5, 0.5],
        ]),
      );
    } finally {
      await s.t.db.db.update(storeProducts).set({ available: true }).where(biscuits);
    }
  });

  it("prices in the cart's store, leaving out what it does not sell", async () => {
    const c = await newCustomer(s.t);
    const placed = await order(c, [
      [caffe, { amount: 1 }],
      [mozzarella, { amount: 2 }],
    ]);
    const cartId = await cartWith(c, s.bolognina, []);
    const result = resultOf(await addOrder(c, placed.id, cartId));
    expect(result.added.map((a) => [a.barcode, a.amount])).toEqual([[mozzarella, 2]]);
    expect(result.skipped.map((k) => [k.barcode, k.reason])).toEqual([[caffe, 'NOT_SOLD']]);
    expect(result.cart.items[0]).toMatchObject({
      barcode: mozzarella,
      price: 2.09,
      netPrice: 1.99,
    });
  });

  it('caps a line at the product maximum and says so', async () => {
    const c = await newCustomer(s.t);
    const placed = await order(c, [[caffe, { amount: 2 }]]);
    const cartId = await cartWith(c, s.mazzini, [[caffe, { amount: 19 }]]);
    const result = resultOf(await addOrder(c, placed.id, cartId));
    expect(result.added).toEqual([expect.objectContaining({ amount: 1, capped: true })]);
    const full = resultOf(await addOrder(c, placed.id, cartId));
    expect(full.skipped).toEqual([expect.objectContaining({ reason: 'MAX_QUANTITY' })]);
  });

  it("refuses another customer's order, another's cart, and a guest", async () => {
    const c = await newCustomer(s.t);
    const other = await newCustomer(s.t);
    const placed = await order(other, [[caffe, { amount: 1 }]]);
    const cartId = await cartWith(c, s.mazzini, []);
    expectCode(await addOrder(c, placed.id, cartId), 200, errorCatalogue.RECORD_NOT_FOUND.code);
    const mine = await order(c, [[caffe, { amount: 1 }]]);
    const otherCart = await cartWith(other, s.mazzini, []);
    expectCode(await addOrder(c, mine.id, otherCart), 200, errorCatalogue.CART_NOT_FOUND.code);
    expectCode(await addOrder(null, mine.id, cartId), 401, errorCatalogue.UNAUTHORIZED.code);
    expect((await addOrder(c, 'x', cartId)).statusCode).toBe(400);
  });
});
