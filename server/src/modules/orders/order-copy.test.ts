import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { promotions, storeProducts } from '../../db/schema';
import { call, expectCode, openCart, parseCart, storeOk } from '../../testing/cart-helpers';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import {
  cartOf,
  passedCheckOf,
  changesOf,
  freeze,
  freezeBody,
  orderOf,
  placeOrder,
  testSlot,
} from '../../testing/orders-helpers';
import type { WireId } from '../../testing';

const { caffe, biscotti, parmigiano } = FIXTURE.barcodes;

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

const copy = (c: Customer | null, orderId: WireId, addressId: WireId | '' = '') =>
  call(s.t, c, 'POST', '/cli/ecommerce/cart/copy', { orderId, addressId, terminalType: 'WEB' });

const current = async (c: Customer) =>
  parseCart((await call(s.t, c, 'GET', '/cli/ecommerce/cart/current')).json().data);

/** A home-delivery order of coffee, biscuits and parmigiano (above the 30 € minimum). */
async function homeOrder(c: Customer) {
  const cartId = (await openCart(s.t, c, s.mazzini)).id;
  await storeOk(s.t, c, cartId, caffe, { amount: 2 });
  await storeOk(s.t, c, cartId, biscotti, { amount: 3 });
  await storeOk(s.t, c, cartId, parmigiano, { weight: 1.5 });
  const slotId = await testSlot(s.t, s.mazzini, 'AT_HOME');
  return orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
}

describe('POST /cli/ecommerce/cart/copy', () => {
  it('copies the lines into a new current cart of the same store and mode (code 0)', async () => {
    const c = await newCustomer(s.t);
    const order = await placeOrder(s.t, c, s.mazzini);
    const cart = cartOf(await copy(c, order.id));
    expect(cart.id).not.toBe(order.cart.id);
    expect(cart).toMatchObject({
      status: 'OPEN',
      storeId: String(s.mazzini),
      deliveryMode: 'IN_STORE',
    });
    expect(cart.items.map((i) => [i.barcode, i.amount, i.netPrice])).toEqual([[caffe, 3, 2.99]]);
    expect((await current(c)).id).toBe(cart.id);
  });

  it('answers 4105 with the lines gone and the prices changed, copying the rest', async () => {
    const c = await newCustomer(s.t);
    const order = await homeOrder(c);
    const biscuits = and(
      eq(storeProducts.productId, s.fixture.ids.biscotti),
      eq(storeProducts.storeId, s.mazzini),
    );
    const coffeeOffer = eq(promotions.productId, s.fixture.ids.caffe);
    await s.t.db.db.delete(storeProducts).where(biscuits);
    await s.t.db.db.update(promotions).set({ value: 20 }).where(coffeeOffer);
    try {
      const changes = changesOf(await copy(c, order.id));
      expect(changes.removedItems).toEqual([
        expect.objectContaining({ barcode: biscotti, amount: 3, um: 'PZ' }),
      ]);
      expect(changes.updatedItems).toEqual([
        expect.objectContaining({ barcode: caffe, oldPrice: 2.99, newPrice: 3.29 }),
      ]);
      expect(changes.cart).toMatchObject({ deliveryMode: 'AT_HOME', status: 'OPEN' });
      expect(changes.cart.delivery.addressId).toBe(String(c.addressId));
      expect(changes.cart.items.map((i) => [i.barcode, i.amount])).toEqual([
        [caffe, 2],
        [parmigiano, 1.5],
      ]);
      // The copy recorded today's prices: its freeze check has nothing to report.
      const checked = await call(s.t, c, 'POST', '/cli/ecommerce/cart/freeze/check', {
        cartId: changes.cart.id,
      });
      expect(passedCheckOf(checked).id).toBe(changes.cart.id);
    } finally {
      await s.t.db.db.update(promotions).set({ value: 50 }).where(coffeeOffer);
      await s.t.db.db
        .insert(storeProducts)
        .values({ storeId: s.mazzini, productId: s.fixture.ids.biscotti, priceCents: 259 });
    }
  });

  it('joins the open cart of that store and mode, the copied quantity replacing its own', async () => {
    const c = await newCustomer(s.t);
    const order = await placeOrder(s.t, c, s.mazzini);
    const open = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    await storeOk(s.t, c, open.id, caffe, { amount: 7 });
    await storeOk(s.t, c, open.id, parmigiano, { weight: 0.5 });
    const cart = cartOf(await copy(c, order.id));
    expect(cart.id).toBe(open.id);
    expect(cart.items.map((i) => [i.barcode, i.amount])).toEqual([
      [caffe, 3],
      [parmigiano, 0.5],
    ]);
  });

  it("never copies another customer's order", async () => {
    const owner = await newCustomer(s.t);
    const order = await placeOrder(s.t, owner, s.mazzini);
    const thief = await newCustomer(s.t);
    const res = await copy(thief, order.id);
    expect(expectCode(res, 200, 404).data).toBeNull();
    expect(res.body).not.toContain('Caffè');
    expectCode(await call(s.t, thief, 'GET', '/cli/ecommerce/cart/current'), 200, 4004);
    expectCode(await copy(null, order.id), 401, 401);
  });
});
