import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, carts } from '../../db/schema';
import { call, expectCode, openCart, storeOk } from '../../testing/cart-helpers';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import { rowId } from '../../testing';

const { mozzarella } = FIXTURE.barcodes;

let s: CartTest;
let anna: Customer;
let bruno: Customer;
let annaCart: string;

beforeAll(async () => {
  s = await setUpCartTest();
  anna = await newCustomer(s.t);
  bruno = await newCustomer(s.t);
  annaCart = (await openCart(s.t, anna, s.mazzini)).id;
  await storeOk(s.t, anna, annaCart, mozzarella, { amount: 2 });
});
afterAll(() => s?.t.close());

const ENDPOINTS: ['GET' | 'POST', string, () => object][] = [
  ['GET', '/cli/ecommerce/cart/current', () => ({})],
  ['GET', '/cli/ecommerce/carts/open', () => ({})],
  [
    'POST',
    '/cli/ecommerce/cart/open',
    () => ({
      storeId: s.mazzini,
      deliveryMode: 'IN_STORE',
      addressId: '',
      terminalType: 'WEB',
      terminalId: 'x',
    }),
  ],
  [
    'POST',
    '/cli/ecommerce/cart/store',
    () => ({ cartId: annaCart, barcode: mozzarella, amount: 1, um: 'PZ' }),
  ],
  ['POST', '/cli/ecommerce/cart/delete', () => ({ cartId: annaCart, barcode: mozzarella })],
  ['POST', '/cli/ecommerce/cart/review', () => ({ cartId: annaCart })],
  ['POST', '/cli/ecommerce/cart/move', () => ({ cartId: annaCart, storeId: s.bolognina })],
  ['POST', '/cli/ecommerce/cart/abort', () => ({ cartId: annaCart })],
];

async function annaCartUntouched() {
  const [cart] = await s.t.db.db
    .select()
    .from(carts)
    .where(eq(carts.id, rowId(annaCart)));
  expect(cart).toMatchObject({ status: 'OPEN', storeId: s.mazzini, userId: anna.id });
  const lines = await s.t.db.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, rowId(annaCart)));
  expect(lines).toMatchObject([{ quantityMilli: 2000 }]);
}

describe('without a session', () => {
  it.each(ENDPOINTS)('%s %s answers 401', async (method, url, body) => {
    expectCode(await call(s.t, null, method, url, body()), 401, 401);
    await annaCartUntouched();
  });
});

describe("another customer's cart", () => {
  it.each(ENDPOINTS.filter(([, url]) => !url.endsWith('/open')))(
    '%s %s never reaches it (4004) nor shows it',
    async (method, url, body) => {
      const res = await call(s.t, bruno, method, url, body());
      if (url.endsWith('/carts/open')) {
        expect(res.json()).toEqual({ responseCode: 0, data: [] });
      } else {
        const answer = expectCode(res, 200, 4004);
        expect(answer.data).toBeNull();
        expect(res.body).not.toContain('Mozzarelle');
      }
      await annaCartUntouched();
    },
  );
});
