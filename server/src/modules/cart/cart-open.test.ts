import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { rowId } from '../../testing';
import { call, expectCode, okData, openCart, parseCart } from '../../testing/cart-helpers';
import {
  addAddress,
  BOLOGNA,
  MODENA,
  newCustomer,
  ROMA,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';

let s: CartTest;
let anna: Customer;

beforeAll(async () => {
  s = await setUpCartTest();
  anna = await newCustomer(s.t);
});
afterAll(() => s?.t.close());

const open = (c: Customer, over: object) =>
  call(s.t, c, 'POST', '/cli/ecommerce/cart/open', {
    deliveryMode: 'AT_HOME',
    terminalType: 'WEB',
    terminalId: 'web-test',
    ...over,
  });

/** cart/open answers the cart under data.cart. */
const openedCart = (res: Parameters<typeof okData>[0]) => (okData(res) as { cart: unknown }).cart;

const openCarts = (userId: number) =>
  s.t.db.db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'OPEN')));

describe('POST /cli/ecommerce/cart/open', () => {
  it('opens an empty AT_HOME cart with the address and the store minimum', async () => {
    const cart = await openCart(s.t, anna, s.mazzini);
    expect(cart).toMatchObject({
      status: 'OPEN',
      storeId: String(s.mazzini),
      storeDescription: 'Spesa Bologna Mazzini',
      deliveryMode: 'AT_HOME',
      delivery: { storeId: String(s.mazzini), addressId: String(anna.addressId), timeSlot: null },
      items: [],
      itemsCount: 0,
      total: 0,
      netTotal: 0,
      feesTotal: 0,
      totalToPay: 0,
      minNetTotal: 30,
      bags: { count: 0, free: 4, max: 10 },
    });
    expect(cart.delivery.addressDescription).toBe('Via Rizzoli 1, 40125 Bologna');
  });

  it('answers the open cart again for the same store and mode, and makes it current', async () => {
    const c = await newCustomer(s.t);
    const first = await openCart(s.t, c, s.mazzini);
    const pickup = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    expect(pickup.id).not.toBe(first.id);
    expect(pickup.delivery).toMatchObject({ addressId: null, addressDescription: null });
    const current = parseCart(okData(await call(s.t, c, 'GET', '/cli/ecommerce/cart/current')));
    expect(current.id).toBe(pickup.id);

    const again = await openCart(s.t, c, s.mazzini);
    expect(again.id).toBe(first.id);
    const now = parseCart(okData(await call(s.t, c, 'GET', '/cli/ecommerce/cart/current')));
    expect(now.id).toBe(first.id);
    expect(await openCarts(c.id)).toHaveLength(2);
  });

  it('makes one cart of many concurrent opens: the partial unique index wins', async () => {
    const c = await newCustomer(s.t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => open(c, { storeId: s.mazzini, addressId: c.addressId })),
    );
    const ids = await Promise.all(answers.map(async (res) => parseCart(openedCart(res)).id));
    expect(new Set(ids).size).toBe(1);
    expect(await openCarts(c.id)).toEqual([{ id: rowId(ids[0]!) }]);
  });

  it('lets the database refuse a second open cart, not a second frozen one', async () => {
    const c = await newCustomer(s.t);
    const cart = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    const row = { userId: c.id, storeId: s.mazzini, mode: 'IN_STORE' as const };
    await expect(s.t.db.db.insert(carts).values(row)).rejects.toThrow();
    await s.t.db.db.insert(carts).values({ ...row, status: 'FROZEN' });
    expect(await openCarts(c.id)).toEqual([{ id: rowId(cart.id) }]);
  });

  it('takes the address chosen when the cart is opened again', async () => {
    const c = await newCustomer(s.t);
    await openCart(s.t, c, s.mazzini);
    const other = await addAddress(s.t, c.id, { ...BOLOGNA, zip: '40138' });
    const cart = parseCart(openedCart(await open(c, { storeId: s.mazzini, addressId: other })));
    expect(cart.delivery).toMatchObject({
      addressId: String(other),
      addressDescription: 'Via Rizzoli 1, 40138 Bologna',
    });
  });

  // Issue 17.7: the courier brings the shopping to an address, as home delivery does.
  it("opens a SHIPPED cart for one of the customer's addresses, and keeps it", async () => {
    const c = await newCustomer(s.t);
    const body = { storeId: s.mazzini, deliveryMode: 'SHIPPED', addressId: c.addressId };
    const cart = parseCart(openedCart(await open(c, body)));
    expect(cart).toMatchObject({ deliveryMode: 'SHIPPED', storeId: String(s.mazzini) });
    expect(cart.delivery).toMatchObject({
      addressId: String(c.addressId),
      addressDescription: 'Via Rizzoli 1, 40125 Bologna',
    });
    const current = parseCart(okData(await call(s.t, c, 'GET', '/cli/ecommerce/cart/current')));
    expect(current.delivery.addressId).toBe(String(c.addressId));
  });

  it('ignores an address for pickup', async () => {
    const body = { storeId: s.ferrara, deliveryMode: 'IN_STORE', addressId: anna.addressId };
    const cart = parseCart(openedCart(await open(anna, body)));
    expect(cart.delivery.addressId).toBeNull();
  });
});

describe('cart/open refusals', () => {
  it('404 for an unknown store', async () => {
    expectCode(await open(anna, { storeId: 999_999, addressId: anna.addressId }), 200, 404);
  });

  it('400 on deliveryMode when the store does not offer the mode', async () => {
    const body = expectCode(
      await open(anna, { storeId: s.bolognina, deliveryMode: 'DRIVE', addressId: '' }),
      200,
      4000,
    );
    expect(body.errors?.[0]?.field).toBe('deliveryMode');
  });

  it('400 on addressId when AT_HOME comes without one', async () => {
    const body = expectCode(await open(anna, { storeId: s.mazzini, addressId: '' }), 200, 4000);
    expect(body.errors?.[0]?.field).toBe('addressId');
  });

  it("14 for an address that is not the customer's own", async () => {
    const bruno = await newCustomer(s.t);
    expectCode(await open(anna, { storeId: s.mazzini, addressId: bruno.addressId }), 200, 14);
  });

  it('42 when this store does not deliver to the address but another does', async () => {
    const modena = await addAddress(s.t, anna.id, MODENA);
    expectCode(await open(anna, { storeId: s.mazzini, addressId: modena }), 200, 42);
    // Ferrara offers no home delivery at all, and Bologna is served by other stores.
    expectCode(await open(anna, { storeId: s.ferrara, addressId: anna.addressId }), 200, 42);
  });

  it('400 on addressId when SHIPPED comes without one', async () => {
    const body = { storeId: s.mazzini, deliveryMode: 'SHIPPED', addressId: '' };
    expect(expectCode(await open(anna, body), 200, 4000).errors?.[0]?.field).toBe('addressId');
  });

  it('42 when the store does not ship to the address (2222 is for home delivery only)', async () => {
    const roma = await addAddress(s.t, anna.id, ROMA);
    const body = { storeId: s.mazzini, deliveryMode: 'SHIPPED', addressId: roma };
    expectCode(await open(anna, body), 200, 42);
  });

  it('2222 when no store delivers home to the address', async () => {
    const roma = await addAddress(s.t, anna.id, ROMA);
    expectCode(await open(anna, { storeId: s.mazzini, addressId: roma }), 200, 2222);
  });

  it('400 for a terminal other than WEB and for a missing store', async () => {
    const wrong = await open(anna, {
      storeId: s.mazzini,
      addressId: anna.addressId,
      terminalType: 'APP',
    });
    expect(expectCode(wrong, 400, 400).errors?.[0]?.field).toBe('terminalType');
    const missing = await open(anna, { addressId: anna.addressId });
    expect(expectCode(missing, 400, 400).errors?.[0]?.field).toBe('storeId');
  });
});

describe('GET current and open carts', () => {
  it('4004 when the customer has no open cart', async () => {
    const c = await newCustomer(s.t);
    expectCode(await call(s.t, c, 'GET', '/cli/ecommerce/cart/current'), 200, 4004);
    expect(okData(await call(s.t, c, 'GET', '/cli/ecommerce/carts/open'))).toEqual([]);
  });

  it('lists every open cart, the most recently used first', async () => {
    const c = await newCustomer(s.t);
    const home = await openCart(s.t, c, s.mazzini);
    const pickup = await openCart(s.t, c, s.bolognina, 'IN_STORE');
    const list = okData(await call(s.t, c, 'GET', '/cli/ecommerce/carts/open')) as unknown[];
    expect(list.map((x) => parseCart(x).id)).toEqual([pickup.id, home.id]);
  });
});
