import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, SmartListToCartResult } from '@spesa/contracts';
import { openCart, storeOk } from '../../testing/cart-helpers';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  WATER,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import { addItem, call, createList, expectCode } from '../../testing/smart-lists-helpers';
import type { WireId } from '../../testing';

const { mozzarella, parmigiano, latte, caffe, biscotti } = FIXTURE.barcodes;

let s: CartTest;
let anna: Customer;
let bruno: Customer;
let listId: string;

beforeAll(async () => {
  s = await setUpCartTest();
  anna = await newCustomer(s.t);
  bruno = await newCustomer(s.t);
  listId = (await createList(s.t, anna, 'Cena')).id;
  await addItem(s.t, anna, { id: listId, barcode: mozzarella, amount: 2 });
  await addItem(s.t, anna, { id: listId, barcode: parmigiano, amount: 1.5 });
  await addItem(s.t, anna, { id: listId, barcode: latte, amount: 1 });
  await addItem(s.t, anna, { id: listId, type: 'CUSTOM', description: 'Fiori', amount: 1 });
});
afterAll(() => s?.t.close());

const toCart = (cartId: WireId, c = anna, id = listId) =>
  call(s.t, c, 'POST', '/cli/slists/cart', { id, cartId });
const toCartOk = async (cartId: WireId) => {
  const res = await toCart(cartId);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(SmartListToCartResult).parse(res.json()).data;
};

describe('POST /cli/slists/cart (the whole list into a cart)', () => {
  it('adds what the store sells and reports the rest', async () => {
    const cart = await openCart(s.t, anna, s.mazzini);
    const result = await toCartOk(cart.id);
    expect(result.added.map((a) => [a.barcode, a.amount, a.um, a.capped])).toEqual([
      [mozzarella, 2, 'PZ', false],
      [parmigiano, 1.5, 'KG', false],
    ]);
    expect(result.skipped.map((k) => [k.barcode, k.description, k.reason])).toEqual([
      [latte, 'Latte intero', 'UNAVAILABLE'],
      [null, 'Fiori', 'CUSTOM'],
    ]);
    expect(result.cart.items.map((i) => [i.barcode, i.amount])).toEqual([
      [mozzarella, 2],
      [parmigiano, 1.5],
    ]);
    expect(result.cart.netTotal).toBeGreaterThan(0);
  });

  it('adds to what the cart holds, capped at the product maximum', async () => {
    const cart = await openCart(s.t, anna, s.mazzini);
    await storeOk(s.t, anna, cart.id, mozzarella, { amount: 19 });
    const result = await toCartOk(cart.id);
    expect(result.added[0]).toMatchObject({ barcode: mozzarella, amount: 1, capped: true });
    expect(result.cart.items.find((i) => i.barcode === mozzarella)?.amount).toBe(20);
    expect(result.cart.items.find((i) => i.barcode === parmigiano)?.amount).toBe(3);
    const again = await toCartOk(cart.id);
    expect(again.skipped.find((k) => k.barcode === mozzarella)?.reason).toBe('MAX_QUANTITY');
  });

  it('reports the products another store does not sell', async () => {
    const cart = await openCart(s.t, anna, s.bolognina);
    const result = await toCartOk(cart.id);
    expect(result.added.map((a) => a.barcode)).toEqual([mozzarella]);
    expect(result.skipped.map((k) => [k.barcode, k.reason])).toEqual([
      [parmigiano, 'NOT_SOLD'],
      [latte, 'NOT_SOLD'],
      [null, 'CUSTOM'],
    ]);
    expect(result.cart.storeId).toBe(String(s.bolognina));
  });

  it('leaves out what would need more bags than an order holds (4038 in cart/store)', async () => {
    const carlo = await newCustomer(s.t);
    const cart = await openCart(s.t, carlo, s.mazzini);
    await storeOk(s.t, carlo, cart.id, WATER.barcode, { amount: 60 });
    await storeOk(s.t, carlo, cart.id, caffe, { amount: 20 });
    await storeOk(s.t, carlo, cart.id, biscotti, { amount: 20 });
    const list = await createList(s.t, carlo, 'Troppa roba');
    await addItem(s.t, carlo, { id: list.id, barcode: mozzarella, amount: 1 });
    const res = await toCart(cart.id, carlo, list.id);
    const result = envelope(SmartListToCartResult).parse(res.json()).data;
    expect(result.added).toEqual([]);
    expect(result.skipped.map((k) => [k.barcode, k.reason])).toEqual([[mozzarella, 'MAX_BUNDLES']]);
    expect(result.cart.items.map((i) => i.barcode)).not.toContain(mozzarella);
  });

  it("refuses another customer's list (404) or cart (4004), changing nothing", async () => {
    const brunoCart = await openCart(s.t, bruno, s.mazzini);
    expectCode(await toCart(brunoCart.id, bruno), 200, 404);
    const annaCart = await openCart(s.t, anna, s.mazzini);
    const brunoList = await createList(s.t, bruno, 'Di Bruno');
    await addItem(s.t, bruno, { id: brunoList.id, barcode: caffe, amount: 1 });
    expectCode(await toCart(annaCart.id, bruno, brunoList.id), 200, 4004);
    const after = await openCart(s.t, anna, s.mazzini);
    expect(after.items.map((i) => i.barcode)).not.toContain(caffe);
    const body = expectCode(
      await call(s.t, anna, 'POST', '/cli/slists/cart', { id: listId }),
      400,
      400,
    );
    expect(body.errors?.map((e) => e.field)).toEqual(['cartId']);
  });
});
