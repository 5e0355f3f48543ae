import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cartItems, storeFees, storeProducts } from '../../db/schema';
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
} from '../../testing/cart-setup';
import { rowId } from '../../testing';

const { mozzarella, parmigiano, caffe, biscotti } = FIXTURE.barcodes;

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

async function freshCart(mode = 'AT_HOME') {
  const c = await newCustomer(s.t);
  return { c, cartId: (await openCart(s.t, c, s.mazzini, mode)).id };
}

describe('cart money', () => {
  it('prices promoted pieces and a weighed line rounded half up, and adds the delivery fee', async () => {
    const { c, cartId } = await freshCart();
    await storeOk(s.t, c, cartId, mozzarella, { amount: 3 });
    const { cart } = await storeOk(s.t, c, cartId, parmigiano, { weight: 0.75 });
    // 0.75 kg × 17,90 € = 13,425 € → 13,43 €; list 0.75 × 19,90 € = 14,925 € → 14,93 €.
    expect(cart.items.map((i) => [i.barcode, i.netPrice, i.rowNetPrice])).toEqual([
      [mozzarella, 1.59, 4.77],
      [parmigiano, 17.9, 13.43],
    ]);
    expect(cart).toMatchObject({
      total: 20.9,
      netTotal: 18.2,
      itemsCount: 4,
      fees: [{ id: 'DELIVERY', description: 'Spese di consegna', value: 4.9 }],
      feesTotal: 4.9,
      bags: { count: 1 },
      totalToPay: 23.1,
      minNetTotal: 30,
    });
  });

  it('waives the fee from the threshold on (70 € for Mazzini home delivery)', async () => {
    const { c, cartId } = await freshCart();
    const { cart } = await storeOk(s.t, c, cartId, parmigiano, { weight: 4 });
    expect(cart).toMatchObject({ netTotal: 71.6, feesTotal: 0, totalToPay: 71.6 });
    expect(cart.fees).toEqual([{ id: 'DELIVERY', description: 'Spese di consegna', value: 0 }]);
  });

  it('waives it at exactly the threshold and charges it one cent below', async () => {
    await s.t.db.db
      .update(storeFees)
      .set({ feeFreeThresholdCents: 477 })
      .where(and(eq(storeFees.storeId, s.mazzini), eq(storeFees.mode, 'DRIVE')));
    const { c, cartId } = await freshCart('DRIVE');
    const at = (await storeOk(s.t, c, cartId, mozzarella, { amount: 3 })).cart;
    expect(at).toMatchObject({ netTotal: 4.77, feesTotal: 0, totalToPay: 4.77 });
    await s.t.db.db
      .update(storeFees)
      .set({ feeFreeThresholdCents: 478 })
      .where(and(eq(storeFees.storeId, s.mazzini), eq(storeFees.mode, 'DRIVE')));
    const below = parseCart(
      okData(await call(s.t, c, 'POST', '/cli/ecommerce/cart/review', { cartId })),
    );
    expect(below).toMatchObject({ feesTotal: 1.5, totalToPay: 6.27 });
    expect(below.fees[0]).toMatchObject({ description: 'Servizio di preparazione', value: 1.5 });
  });

  it('charges 1 € for each bag beyond the first four (one bag per 10 pieces)', async () => {
    const { c, cartId } = await freshCart();
    const four = (await storeOk(s.t, c, cartId, WATER.barcode, { amount: 40 })).cart;
    expect(four).toMatchObject({ bags: { count: 4 }, feesTotal: 4.9, totalToPay: 14.9 });
    const five = (await storeOk(s.t, c, cartId, WATER.barcode, { amount: 41 })).cart;
    expect(five.bags.count).toBe(5);
    expect(five.fees).toEqual([
      { id: 'DELIVERY', description: 'Spese di consegna', value: 4.9 },
      { id: 'BAGS', description: 'Buste aggiuntive (1)', value: 1 },
    ]);
    expect(five).toMatchObject({ netTotal: 10.25, feesTotal: 5.9, totalToPay: 16.15 });
  });

  it('allows ten bags and answers 4038 to a change that would need an eleventh', async () => {
    const { c, cartId } = await freshCart();
    await storeOk(s.t, c, cartId, WATER.barcode, { amount: 60 });
    await storeOk(s.t, c, cartId, caffe, { amount: 20 });
    const ten = (await storeOk(s.t, c, cartId, mozzarella, { amount: 20 })).cart;
    expect(ten.bags.count).toBe(10);
    expect(ten.fees.find((f) => f.id === 'BAGS')?.value).toBe(6);
    expectCode(await storeLine(s.t, c, cartId, biscotti, { amount: 1 }), 200, 4038);
    expectCode(await storeLine(s.t, c, cartId, parmigiano, { weight: 0.25 }), 200, 4038);
    const lower = (await storeOk(s.t, c, cartId, mozzarella, { amount: 19 })).cart;
    expect(lower.items.map((i) => i.barcode)).toEqual([WATER.barcode, caffe, mozzarella]);
  });

  it('reprices on review but keeps the recorded price for the freeze check', async () => {
    const { c, cartId } = await freshCart();
    await storeOk(s.t, c, cartId, caffe, { amount: 2 });
    const caffeRow = and(
      eq(storeProducts.storeId, s.mazzini),
      eq(storeProducts.productId, s.fixture.ids.caffe),
    );
    await s.t.db.db.update(storeProducts).set({ priceCents: 399 }).where(caffeRow);
    try {
      const res = await call(s.t, c, 'POST', '/cli/ecommerce/cart/review', {
        cartId,
        refresh: true,
      });
      const cart = parseCart(okData(res));
      expect(cart.items[0]).toMatchObject({ price: 3.99, netPrice: 3.49, rowNetPrice: 6.98 });
      const [line] = await s.t.db.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, rowId(cartId)));
      expect(line?.unitPriceCents).toBe(299);
    } finally {
      await s.t.db.db.update(storeProducts).set({ priceCents: 349 }).where(caffeRow);
    }
  });

  it('marks lines gone unavailable or no longer sold as danger and leaves them out of the money', async () => {
    const { c, cartId } = await freshCart();
    await storeOk(s.t, c, cartId, mozzarella, { amount: 1 });
    await storeOk(s.t, c, cartId, caffe, { amount: 2 });
    const caffeRow = and(
      eq(storeProducts.storeId, s.mazzini),
      eq(storeProducts.productId, s.fixture.ids.caffe),
    );
    const review = async () =>
      parseCart(okData(await call(s.t, c, 'POST', '/cli/ecommerce/cart/review', { cartId })));
    await s.t.db.db.update(storeProducts).set({ available: false }).where(caffeRow);
    try {
      const out = await review();
      expect(out.items.map((i) => [i.barcode, i.status])).toEqual([
        [mozzarella, 'ok'],
        [caffe, 'danger'],
      ]);
      expect(out).toMatchObject({ netTotal: 1.59, itemsCount: 1, totalToPay: 6.49 });
      expectCode(await storeLine(s.t, c, cartId, caffe, { amount: 3 }), 200, 4031);
      await s.t.db.db.delete(storeProducts).where(caffeRow);
      const gone = await review();
      expect(gone.items[1]).toMatchObject({ status: 'danger', netPrice: 2.99, promotions: [] });
      expect(gone.netTotal).toBe(1.59);
    } finally {
      await s.t.db.db
        .insert(storeProducts)
        .values({ storeId: s.mazzini, productId: s.fixture.ids.caffe, priceCents: 349 })
        .onConflictDoUpdate({
          target: [storeProducts.storeId, storeProducts.productId],
          set: { available: true },
        });
    }
  });
});
