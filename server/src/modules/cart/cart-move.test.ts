import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CartChanges, envelope } from '@spesa/contracts';
import { carts } from '../../db/schema';
import { call, expectCode, okData, openCart, storeOk } from '../../testing/cart-helpers';
import {
  addAddress,
  FIXTURE,
  MODENA,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import { rowId, type WireId } from '../../testing';

const { mozzarella, caffe, parmigiano } = FIXTURE.barcodes;
const Changes = envelope(CartChanges);

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

const move = (c: Customer, cartId: WireId, storeId: WireId) =>
  call(s.t, c, 'POST', '/cli/ecommerce/cart/move', { cartId, storeId });

async function filledCart(c: Customer, mode = 'AT_HOME') {
  const cartId = (await openCart(s.t, c, s.mazzini, mode)).id;
  await storeOk(s.t, c, cartId, mozzarella, { amount: 2 });
  await storeOk(s.t, c, cartId, caffe, { amount: 1 });
  return cartId;
}

describe('POST /cli/ecommerce/cart/move', () => {
  it('reprices the lines at the new store and removes those it does not sell', async () => {
    const c = await newCustomer(s.t);
    const cartId = await filledCart(c);
    const res = await move(c, cartId, s.bolognina);
    expect(res.statusCode, res.body).toBe(200);
    const { cart, updatedItems, removedItems } = Changes.parse(res.json()).data;
    expect(cart).toMatchObject({
      storeId: String(s.bolognina),
      storeDescription: 'Spesa Bologna Bolognina',
      deliveryMode: 'AT_HOME',
      delivery: { addressId: String(c.addressId) },
      netTotal: 3.98,
    });
    expect(cart.items.map((i) => [i.barcode, i.amount, i.netPrice])).toEqual([
      [mozzarella, 2, 1.99],
    ]);
    expect(updatedItems).toEqual([
      expect.objectContaining({ barcode: mozzarella, oldPrice: 1.59, newPrice: 1.99 }),
    ]);
    expect(removedItems).toEqual([
      expect.objectContaining({ barcode: caffe, description: 'Caffè macinato moka', amount: 1 }),
    ]);
    expectCode(await call(s.t, c, 'POST', '/cli/ecommerce/cart/review', { cartId }), 200, 4004);
    const current = okData(await call(s.t, c, 'GET', '/cli/ecommerce/cart/current'));
    expect((current as { id: number }).id).toBe(cart.id);
  });

  it('joins the open cart the customer already has at the new store', async () => {
    const c = await newCustomer(s.t);
    const there = (await openCart(s.t, c, s.bolognina)).id;
    await storeOk(s.t, c, there, mozzarella, { amount: 7 });
    const cartId = await filledCart(c);
    const { cart } = Changes.parse((await move(c, cartId, s.bolognina)).json()).data;
    expect(cart.id).toBe(there);
    expect(cart.items.map((i) => [i.barcode, i.amount])).toEqual([[mozzarella, 2]]);
    const rows = await s.t.db.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, c.id));
    expect(rows).toEqual([{ id: rowId(there) }]);
  });

  it('changes nothing when the store is the same', async () => {
    const c = await newCustomer(s.t);
    const cartId = await filledCart(c);
    const { cart, updatedItems, removedItems } = Changes.parse(
      (await move(c, cartId, s.mazzini)).json(),
    ).data;
    expect([cart.id, cart.items.length, updatedItems, removedItems]).toEqual([cartId, 2, [], []]);
  });

  it('needs the new store to offer the mode, and for AT_HOME to deliver to the address', async () => {
    const c = await newCustomer(s.t);
    const drive = await filledCart(c, 'DRIVE');
    const refused = expectCode(await move(c, drive, s.bolognina), 200, 4000);
    expect(refused.errors?.[0]?.field).toBe('deliveryMode');
    const home = await filledCart(c);
    expectCode(await move(c, home, s.modena), 200, 42);
    expectCode(await move(c, home, 999_999), 200, 404);
    const cart = okData(await call(s.t, c, 'POST', '/cli/ecommerce/cart/review', { cartId: home }));
    expect((cart as { items: unknown[] }).items).toHaveLength(2);
  });

  it('moves the lines to another service (mode), repriced, and retires the old cart', async () => {
    const c = await newCustomer(s.t);
    const cartId = await filledCart(c);
    const res = await call(s.t, c, 'POST', '/cli/ecommerce/cart/move', {
      cartId,
      storeId: s.bolognina,
      deliveryMode: 'IN_STORE',
      addressId: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { cart, updatedItems, removedItems } = Changes.parse(res.json()).data;
    expect(cart).toMatchObject({ storeId: String(s.bolognina), deliveryMode: 'IN_STORE' });
    expect(cart.id).not.toBe(cartId);
    expect(cart.delivery.addressId ?? null).toBeNull();
    expect(cart.items.map((i) => [i.barcode, i.amount, i.netPrice])).toEqual([
      [mozzarella, 2, 1.99],
    ]);
    expect(updatedItems.map((i) => [i.barcode, i.oldPrice, i.newPrice])).toEqual([
      [mozzarella, 1.59, 1.99],
    ]);
    expect(removedItems.map((i) => i.barcode)).toEqual([caffe]);
    const rows = await s.t.db.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, c.id));
    expect(rows).toEqual([{ id: rowId(cart.id) }]);
    const current = okData(await call(s.t, c, 'GET', '/cli/ecommerce/cart/current'));
    expect((current as { id: number }).id).toBe(cart.id);
  });

  it('changes the mode in the same store, and needs an address to go home', async () => {
    const c = await newCustomer(s.t);
    const cartId = await filledCart(c, 'IN_STORE');
    const to = (body: object) =>
      call(s.t, c, 'POST', '/cli/ecommerce/cart/move', { cartId, storeId: s.mazzini, ...body });
    const refused = expectCode(await to({ deliveryMode: 'AT_HOME' }), 200, 4000);
    expect(refused.errors?.[0]?.field).toBe('addressId');
    const res = await to({ deliveryMode: 'AT_HOME', addressId: c.addressId });
    const { cart, updatedItems, removedItems } = Changes.parse(res.json()).data;
    expect(cart).toMatchObject({
      deliveryMode: 'AT_HOME',
      delivery: { addressId: String(c.addressId) },
    });
    expect(cart.items.map((i) => [i.barcode, i.amount])).toEqual([
      [mozzarella, 2],
      [caffe, 1],
    ]);
    expect([updatedItems, removedItems]).toEqual([[], []]);
    expectCode(await call(s.t, c, 'POST', '/cli/ecommerce/cart/review', { cartId }), 200, 4004);
  });

  it('takes a Modena cart to another Modena-serving store only', async () => {
    const c = await newCustomer(s.t);
    const modenaAddress = await addAddress(s.t, c.id, MODENA);
    const res = await call(s.t, c, 'POST', '/cli/ecommerce/cart/open', {
      storeId: s.modena,
      deliveryMode: 'AT_HOME',
      addressId: modenaAddress,
      terminalType: 'WEB',
      terminalId: 'web-test',
    });
    const cartId = (okData(res) as { cart: { id: number } }).cart.id;
    expectCode(await move(c, cartId, s.mazzini), 200, 42);
  });
});

describe('POST /cli/ecommerce/cart/abort', () => {
  it('deletes the cart and its lines; the cart is gone afterwards', async () => {
    const c = await newCustomer(s.t);
    const cartId = await filledCart(c);
    await storeOk(s.t, c, cartId, parmigiano, { weight: 0.5 });
    const res = await call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { cartId });
    expect(okData(res)).toEqual({ cartId });
    expect(
      await s.t.db.db
        .select()
        .from(carts)
        .where(eq(carts.id, rowId(cartId))),
    ).toEqual([]);
    expectCode(await call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { cartId }), 200, 4004);
    expectCode(await call(s.t, c, 'GET', '/cli/ecommerce/cart/current'), 200, 4004);
  });

  it('400 with both ids or none; 404 for an order that is not theirs', async () => {
    const c = await newCustomer(s.t);
    const abort = (body: object) => call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', body);
    expectCode(await abort({}), 400, 400);
    expectCode(await abort({ cartId: 1, orderId: 1 }), 400, 400);
    expectCode(await abort({ orderId: 999_999 }), 200, 404);
  });
});
