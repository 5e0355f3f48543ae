import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishErrorMessages, errorCatalogue } from '@spesa/contracts';
import { and, eq } from 'drizzle-orm';
import { cartItems, orders, promotions, storeProducts } from '../../db/schema';
import { call, expectCode, storeOk } from '../../testing/cart-helpers';
import {
  FIXTURE,
  newCustomer,
  setUpCartTest,
  type CartTest,
  type Customer,
} from '../../testing/cart-setup';
import {
  bookedOf,
  changesOf,
  coffeeCart,
  freeze,
  freezeBody,
  orderOf,
  passedCheckOf,
  testSlot,
} from '../../testing/orders-helpers';
import { rowId, type WireId } from '../../testing';

const { caffe, biscotti } = FIXTURE.barcodes;

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

const check = (c: Customer | null, cartId: WireId) =>
  call(s.t, c, 'POST', '/cli/ecommerce/cart/freeze/check', { cartId, preview: false });

/** The coffee offer (0,50 € off) becomes 0,20 € off: 2,99 € → 3,29 €. */
const setCoffeeOffer = (cents: number) =>
  s.t.db.db
    .update(promotions)
    .set({ value: cents })
    .where(eq(promotions.productId, s.fixture.ids.caffe));

const setBiscuitsAvailable = (available: boolean) =>
  s.t.db.db
    .update(storeProducts)
    .set({ available })
    .where(
      and(
        eq(storeProducts.productId, s.fixture.ids.biscotti),
        eq(storeProducts.storeId, s.mazzini),
      ),
    );

async function cartWithBiscuits(c: Customer) {
  const cartId = await coffeeCart(s.t, c, s.mazzini);
  await storeOk(s.t, c, cartId, biscotti, { amount: 2 });
  return cartId;
}

describe('POST /cli/ecommerce/cart/freeze/check', () => {
  it('answers 0 with the cart and empty change lists when nothing changed', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    const cart = passedCheckOf(await check(c, cartId));
    expect(cart).toMatchObject({ id: cartId, netTotal: 8.97, status: 'OPEN' });
  });

  it('answers 4105 with old and new prices and the lines gone, then records them', async () => {
    const c = await newCustomer(s.t);
    const cartId = await cartWithBiscuits(c);
    await setCoffeeOffer(20);
    await setBiscuitsAvailable(false);
    try {
      const changes = changesOf(await check(c, cartId));
      expect(changes.updatedItems).toEqual([
        expect.objectContaining({ barcode: caffe, oldPrice: 2.99, newPrice: 3.29 }),
      ]);
      expect(changes.removedItems).toEqual([
        expect.objectContaining({ barcode: biscotti, amount: 2, um: 'PZ' }),
      ]);
      expect(changes.cart.items.map((i) => [i.barcode, i.netPrice])).toEqual([[caffe, 3.29]]);
      expect(changes.cart.netTotal).toBe(9.87);
      const lines = await s.t.db.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, rowId(cartId)));
      expect(lines.map((l) => l.unitPriceCents)).toEqual([329]);
      // Reported once: the next check passes, and the freeze places the order at the new price.
      expect(passedCheckOf(await check(c, cartId)).netTotal).toBe(9.87);
      const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
      const order = orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
      expect(order.cart.items.map((i) => [i.barcode, i.netPrice, i.rowNetPrice])).toEqual([
        [caffe, 3.29, 9.87],
      ]);
      expect(order.totalToPay).toBe(11.87);
    } finally {
      await setCoffeeOffer(50);
      await setBiscuitsAvailable(true);
    }
  });

  it('says 4105 in the language the request asks for (issue 27.5)', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    await setCoffeeOffer(20);
    try {
      const ask = (language: string) =>
        s.t.app.inject({
          method: 'POST',
          url: '/cli/ecommerce/cart/freeze/check',
          payload: { cartId, preview: true },
          headers: { cookie: c.cookie, 'accept-language': language },
        });
      const english = (await ask('en-GB,en;q=0.9')).json<{
        responseCode: number;
        message: string;
      }>();
      expect(english.responseCode).toBe(4105);
      expect(english.message).toBe(englishErrorMessages.CART_CHANGED);
      const italian = (await ask('it-IT')).json<{ message: string }>();
      expect(italian.message).toBe(errorCatalogue.CART_CHANGED.message);
    } finally {
      await setCoffeeOffer(50);
    }
  });

  it('with preview, reports the same changes and records nothing', async () => {
    const c = await newCustomer(s.t);
    const cartId = await cartWithBiscuits(c);
    await setCoffeeOffer(20);
    await setBiscuitsAvailable(false);
    try {
      const preview = () =>
        call(s.t, c, 'POST', '/cli/ecommerce/cart/freeze/check', { cartId, preview: true });
      for (const answer of [await preview(), await preview()]) {
        const changes = changesOf(answer);
        expect(changes.updatedItems).toEqual([
          expect.objectContaining({ barcode: caffe, oldPrice: 2.99, newPrice: 3.29 }),
        ]);
        expect(changes.removedItems).toEqual([expect.objectContaining({ barcode: biscotti })]);
        expect(changes.cart.items.map((i) => i.barcode).sort()).toEqual([biscotti, caffe].sort());
      }
      const lines = await s.t.db.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, rowId(cartId)));
      expect(lines).toHaveLength(2);
      const coffee = lines.find((l) => l.productId === s.fixture.ids.caffe);
      expect(coffee?.unitPriceCents).toBe(299);
      // The real check then records them, once.
      expect(changesOf(await check(c, cartId)).removedItems).toHaveLength(1);
      expect(passedCheckOf(await check(c, cartId)).items).toHaveLength(1);
    } finally {
      await setCoffeeOffer(50);
      await setBiscuitsAvailable(true);
    }
  });

  it("refuses a guest (401) and another customer's cart (4004)", async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    expectCode(await check(null, cartId), 401, 401);
    expectCode(await check(await newCustomer(s.t), rowId(cartId)), 200, 4004);
  });
});

describe('cart/freeze after a price change since the lines were added', () => {
  it('answers 4105 without placing the order, and places it at the new price on retry', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    await setCoffeeOffer(100);
    try {
      const changes = changesOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
      expect(changes.updatedItems).toMatchObject([
        { barcode: caffe, oldPrice: 2.99, newPrice: 2.49 },
      ]);
      expect(changes.removedItems).toEqual([]);
      expect(
        await s.t.db.db
          .select()
          .from(orders)
          .where(eq(orders.cartId, rowId(cartId))),
      ).toEqual([]);
      expect(await bookedOf(s.t, slotId)).toBe(0);
      const order = orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
      expect(order.cart).toMatchObject({ netTotal: 7.47, status: 'FROZEN' });
      expect(await bookedOf(s.t, slotId)).toBe(1);
    } finally {
      await setCoffeeOffer(50);
    }
  });
});
