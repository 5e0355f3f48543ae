import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BuyAgainItem, errorCatalogue, pagedEnvelope } from '@spesa/contracts';
import { orders, storeProducts } from '../../db/schema';
import { call, expectCode, openCart, storeOk } from '../../testing/cart-helpers';
import {
  FIXTURE,
  newCustomer,
  WATER,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import { freeze, freezeBody, orderOf, testSlot } from '../../testing/orders-helpers';
import { rowId, type WireId } from '../../testing';

const { caffe, biscotti, parmigiano, mozzarella } = FIXTURE.barcodes;
// Milk is out of stock at Mazzini in the fixture: water stands in for it.
const water = WATER.barcode;

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

type Line = [barcode: string, quantity: { amount: number } | { weight: number }];

/** An IN_STORE order at Mazzini with these lines, on a fresh slot. */
async function order(c: Customer, lines: Line[]) {
  const cartId = (await openCart(s.t, c, s.mazzini, 'IN_STORE')).id;
  for (const [barcode, quantity] of lines) await storeOk(s.t, c, cartId, barcode, quantity);
  const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
  return orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
}

const page = pagedEnvelope(BuyAgainItem);

async function buyAgain(c: Customer | null, storeId: WireId, query = '') {
  return call(s.t, c, 'GET', `/cli/ecommerce/products/${storeId}/buyAgain${query}`);
}

async function itemsOf(c: Customer, storeId: WireId = s.mazzini, query = '') {
  const res = await buyAgain(c, storeId, query);
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json());
}

/** Three orders: coffee in all three (3, then 1, then 2), the rest once each. */
async function threeOrders(c: Customer) {
  await order(c, [
    [caffe, { amount: 3 }],
    [biscotti, { amount: 2 }],
  ]);
  await order(c, [
    [caffe, { amount: 1 }],
    [water, { amount: 4 }],
  ]);
  return order(c, [
    [caffe, { amount: 2 }],
    [parmigiano, { weight: 0.75 }],
  ]);
}

describe('GET /cli/ecommerce/products/{store}/buyAgain', () => {
  it('refuses a guest with the session error', async () => {
    const res = await buyAgain(null, s.mazzini);
    expectCode(res, 401, errorCatalogue.UNAUTHORIZED.code);
  });

  it('lists the most often bought first, then the latest, with the last quantity and today’s price', async () => {
    const c = await newCustomer(s.t);
    await threeOrders(c);
    const body = await itemsOf(c);
    expect(
      body.data.map((i) => [i.product.barcode, i.timesOrdered, i.lastAmount, i.lastUm]),
    ).toEqual([
      [caffe, 3, 2, 'PZ'],
      [parmigiano, 1, 0.75, 'KG'],
      [water, 1, 4, 'PZ'],
      [biscotti, 1, 2, 'PZ'],
    ]);
    // The card's product as every listing maps it: the coffee's offer priced in.
    const coffee = body.data[0]?.product;
    expect(coffee).toMatchObject({ netPrice: 2.99, price: 3.49, available: true, um: 'PZ' });
    expect(coffee?.promotions).toHaveLength(1);
    expect(body).toMatchObject({ totalPages: 1, number: 0, last: true });
  });

  it('pages with s and p', async () => {
    const c = await newCustomer(s.t);
    await threeOrders(c);
    const first = await itemsOf(c, s.mazzini, '?s=3');
    const second = await itemsOf(c, s.mazzini, '?s=3&p=1');
    expect(first).toMatchObject({ totalPages: 2, number: 0, last: false });
    expect(second.data.map((i) => i.product.barcode)).toEqual([biscotti]);
    expect(second.last).toBe(true);
  });

  it('tells availability in the store, and leaves out what the store does not sell', async () => {
    const c = await newCustomer(s.t);
    await order(c, [
      [caffe, { amount: 1 }],
      [mozzarella, { amount: 2 }],
    ]);
    const coffeeRow = and(
      eq(storeProducts.productId, s.fixture.ids.caffe),
      eq(storeProducts.storeId, s.mazzini),
    );
    await s.t.db.db.update(storeProducts).set({ available: false }).where(coffeeRow);
    try {
      const here = await itemsOf(c);
      expect(here.data.map((i) => [i.product.barcode, i.product.available])).toEqual([
        [mozzarella, true],
        [caffe, false],
      ]);
      // Bolognina sells only the mozzarella.
      const there = await itemsOf(c, s.bolognina);
      expect(there.data.map((i) => i.product.barcode)).toEqual([mozzarella]);
    } finally {
      await s.t.db.db.update(storeProducts).set({ available: true }).where(coffeeRow);
    }
  });

  it('reads only the customer’s own orders, and not the aborted ones', async () => {
    const c = await newCustomer(s.t);
    const other = await newCustomer(s.t);
    await order(other, [[biscotti, { amount: 1 }]]);
    expect((await itemsOf(c)).data).toEqual([]);
    const placed = await order(c, [[water, { amount: 1 }]]);
    await s.t.db.db
      .update(orders)
      .set({ status: 'ABORTED' })
      .where(eq(orders.id, rowId(placed.id)));
    expect((await itemsOf(c)).data).toEqual([]);
    expect((await itemsOf(other)).data.map((i) => i.product.barcode)).toEqual([biscotti]);
  });

  it('answers the catalogue’s 404 for a store that does not exist', async () => {
    const c = await newCustomer(s.t);
    expectCode(await buyAgain(c, 999_999), 200, errorCatalogue.STORE_NOT_FOUND.code);
  });

  it('answers 400 for a bad page size', async () => {
    const c = await newCustomer(s.t);
    const res = await buyAgain(c, s.mazzini, '?s=500');
    expect(res.statusCode).toBe(400);
  });
});
