import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { insertTestStaff, staffCookieFor } from '../../testing';
import { call, storeOk } from '../../testing/cart-helpers';
import { FIXTURE, newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { changesOf, coffeeCart } from '../../testing/orders-helpers';
import { staffCall } from '../../testing/store-setup-helpers';

const { biscotti } = FIXTURE.barcodes;
let s: CartTest;
let admin: string;

beforeAll(async () => {
  s = await setUpCartTest();
  const db = s.t.db.db;
  admin = await staffCookieFor(db, (await insertTestStaff(db, { role: 'ADMIN' })).id);
});
afterAll(() => s?.t.close());

describe('a product taken off sale (issue 31)', () => {
  it('leaves the carts holding it: the next freeze check reports it gone, 4105', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    await storeOk(s.t, c, cartId, biscotti, { amount: 2 });
    const off = await staffCall(s.t, admin, 'PUT', `/cli/staff/products/${biscotti}/active`, {
      active: false,
    });
    expect(off.json<{ responseCode: number }>().responseCode).toBe(0);
    try {
      const res = await call(s.t, c, 'POST', '/cli/ecommerce/cart/freeze/check', {
        cartId,
        preview: false,
      });
      const changes = changesOf(res);
      expect(changes.removedItems).toEqual([
        expect.objectContaining({ barcode: biscotti, amount: 2 }),
      ]);
      expect(changes.cart.items.map((i) => i.barcode)).not.toContain(biscotti);
    } finally {
      // Back on sale (the fixture's biscuits may lack particulars the route would ask for).
      await s.t.db.db.update(products).set({ active: true }).where(eq(products.barcode, biscotti));
    }
  });
});
