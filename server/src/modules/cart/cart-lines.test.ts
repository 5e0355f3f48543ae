import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems } from '../../db/schema';
import {
  call,
  expectCode,
  okData,
  openCart,
  parseCart,
  storeLine,
  storeOk,
} from '../../testing/cart-helpers';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  WATER,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import { rowId, type WireId } from '../../testing';

const { mozzarella, parmigiano, latte, caffe } = FIXTURE.barcodes;

let s: CartTest;
let c: Customer;
let cartId: string;

beforeAll(async () => {
  s = await setUpCartTest();
  c = await newCustomer(s.t);
  cartId = (await openCart(s.t, c, s.mazzini)).id;
});
afterAll(() => s?.t.close());

const remove = (barcode: string, id: WireId = cartId) =>
  call(s.t, c, 'POST', '/cli/ecommerce/cart/delete', { cartId: id, barcode, preview: false });

describe('POST /cli/ecommerce/cart/store', () => {
  it('adds pieces at the promoted price and answers the updated product', async () => {
    const { updatedProduct, cart } = await storeOk(s.t, c, cartId, mozzarella, { amount: 2 });
    expect(updatedProduct).toEqual({
      barcode: mozzarella,
      ref: 'RZZ1',
      description: 'Mozzarelle fiordilatte',
      netPrice: 1.59,
      categoryId: FIXTURE.firstSub,
      amount: 2,
      um: 'PZ',
    });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      barcode: mozzarella,
      amount: 2,
      weight: null,
      price: 1.99,
      netPrice: 1.59,
      rowNetPrice: 3.18,
      status: 'ok',
    });
  });

  it('sets the quantity rather than adding to it, and records the net price', async () => {
    const { cart } = await storeOk(s.t, c, cartId, mozzarella, { amount: 5 });
    expect(cart.items.map((i) => [i.barcode, i.amount])).toEqual([[mozzarella, 5]]);
    const rows = await s.t.db.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, rowId(cartId)));
    expect(rows).toMatchObject([{ quantityMilli: 5000, unitPriceCents: 159 }]);
  });

  it('ignores prices sent by the client', async () => {
    const res = await call(s.t, c, 'POST', '/cli/ecommerce/cart/store', {
      cartId,
      barcode: mozzarella,
      amount: 5,
      um: 'PZ',
      netPrice: 0.01,
      price: 0.01,
    });
    const cart = parseCart((okData(res) as { cart: unknown }).cart);
    expect(cart.items[0]).toMatchObject({ netPrice: 1.59, rowNetPrice: 7.95 });
  });

  it('takes a weight in steps of umStep, rounded to 2 decimals', async () => {
    const { cart, updatedProduct } = await storeOk(s.t, c, cartId, parmigiano, {
      weight: 0.7500001,
    });
    expect(updatedProduct).toMatchObject({ amount: 0.75, um: 'KG', netPrice: 17.9 });
    const line = cart.items.find((i) => i.barcode === parmigiano);
    expect(line).toMatchObject({ amount: 0.75, weight: 0.75, umStep: 0.25, maxAmount: 5 });
  });

  it('refuses a weight that is not a whole number of steps', async () => {
    const body = expectCode(
      await storeLine(s.t, c, cartId, parmigiano, { weight: 0.3 }),
      200,
      4000,
    );
    expect(body.errors?.[0]).toMatchObject({ field: 'weight' });
    expect(body.message).toContain('0,25 kg');
  });

  it('refuses pieces for a weighed product and the other way round', async () => {
    const kgAsPieces = await storeLine(s.t, c, cartId, parmigiano, { amount: 1 });
    expect(expectCode(kgAsPieces, 200, 4000).errors?.[0]?.field).toBe('um');
    const fraction = await call(s.t, c, 'POST', '/cli/ecommerce/cart/store', {
      cartId,
      barcode: mozzarella,
      amount: 1.5,
      um: 'PZ',
    });
    expect(expectCode(fraction, 400, 400).errors?.[0]?.field).toBe('amount');
    const both = await call(s.t, c, 'POST', '/cli/ecommerce/cart/store', {
      cartId,
      barcode: mozzarella,
      amount: 1,
      weight: 1,
      um: 'PZ',
    });
    expect(expectCode(both, 400, 400).errors?.[0]?.field).toBe('weight');
  });

  it('4034 above maxAmount, for pieces and for weights; the maximum itself is fine', async () => {
    expectCode(await storeLine(s.t, c, cartId, mozzarella, { amount: 21 }), 200, 4034);
    expectCode(await storeLine(s.t, c, cartId, parmigiano, { weight: 5.25 }), 200, 4034);
    const { cart } = await storeOk(s.t, c, cartId, WATER.barcode, { amount: WATER.maxAmount });
    expect(cart.items.find((i) => i.barcode === WATER.barcode)?.amount).toBe(60);
    await storeOk(s.t, c, cartId, WATER.barcode, { amount: 0 });
  });

  it('4030 for an unknown barcode, 4031 for a product the store does not sell or has not', async () => {
    expectCode(await storeLine(s.t, c, cartId, '8099999999999', { amount: 1 }), 200, 4030);
    const pickup = await openCart(s.t, c, s.bolognina, 'IN_STORE');
    expectCode(await storeLine(s.t, c, pickup.id, caffe, { amount: 1 }), 200, 4031);
    expectCode(await storeLine(s.t, c, cartId, latte, { amount: 1 }), 200, 4031);
  });

  it('removes the line when the quantity is 0', async () => {
    const { cart, updatedProduct } = await storeOk(s.t, c, cartId, parmigiano, { weight: 0 });
    expect(updatedProduct.amount).toBe(0);
    expect(cart.items.map((i) => i.barcode)).toEqual([mozzarella]);
  });
});

describe('POST /cli/ecommerce/cart/delete', () => {
  it('removes a line and names the product', async () => {
    await storeOk(s.t, c, cartId, caffe, { amount: 1 });
    const data = okData(await remove(caffe)) as { cart: unknown; updatedProduct: unknown };
    expect(data.updatedProduct).toMatchObject({ description: 'Caffè macinato moka', amount: 0 });
    expect(parseCart(data.cart).items.map((i) => i.barcode)).toEqual([mozzarella]);
  });

  it('4030 when the cart holds no such product, 4004 for a cart that is not open', async () => {
    expectCode(await remove(caffe), 200, 4030);
    expectCode(await remove(caffe, 999_999), 200, 4004);
  });
});

describe('POST /cli/ecommerce/cart/review', () => {
  it('answers the cart, 400 without a cartId', async () => {
    const res = await call(s.t, c, 'POST', '/cli/ecommerce/cart/review', {
      cartId,
      refresh: false,
    });
    expect(parseCart(okData(res)).id).toBe(cartId);
    expectCode(await call(s.t, c, 'POST', '/cli/ecommerce/cart/review', {}), 400, 400);
  });
});
