import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, mailOutbox, products, storeProducts } from '../../db/schema';
import { expectCode, openCart, storeOk } from '../../testing/cart-helpers';
import { FIXTURE, newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import {
  bookedOf,
  changesOf,
  coffeeCart,
  freeze,
  freezeBody,
  orderOf,
  testSlot,
} from '../../testing/orders-helpers';
import {
  changeOf,
  confirmChange,
  currentChanges,
  discardChange,
  openChange,
  passCutoff,
  storedOrder,
  versionsOf,
} from '../../testing/order-change-helpers';
import { forceStatus } from '../../testing/store-orders-helpers';
import { holdOk, holdRowsOf } from '../../testing/slot-hold-helpers';
import { rowId } from '../../testing';
import { call } from '../../testing/cart-helpers';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

/** A customer's cash order of 3 coffees and 2 biscotti packs on a fresh pickup slot. */
async function placed() {
  const c = await newCustomer(s.t);
  const cartId = await coffeeCart(s.t, c, s.mazzini);
  await storeOk(s.t, c, cartId, FIXTURE.barcodes.biscotti, { amount: 2 });
  const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
  const order = orderOf(await freeze(s.t, c, freezeBody(cartId, slotId)));
  return { c, slotId, order };
}

async function cartStatus(id: string | number) {
  const [row] = await s.t.db.db
    .select()
    .from(carts)
    .where(eq(carts.id, rowId(id)));
  return row?.status ?? 'GONE';
}

describe('changing an order (issue 29)', () => {
  it('makes a new version of the same order: lines added, removed and weighed, slot moved', async () => {
    const { c, slotId, order } = await placed();
    const change = changeOf(await openChange(s, c, order.id));
    expect(change).toMatchObject({ orderId: order.id, code: order.code, version: 1 });
    // The slot stays booked meanwhile.
    expect(await bookedOf(s.t, slotId)).toBe(1);
    await storeOk(s.t, c, change.cartId, FIXTURE.barcodes.parmigiano, { weight: 0.5 });
    const removed = await call(s.t, c, 'POST', '/cli/ecommerce/cart/delete', {
      cartId: change.cartId,
      barcode: FIXTURE.barcodes.biscotti,
      preview: false,
    });
    expect(removed.json()).toMatchObject({ responseCode: 0 });
    await storeOk(s.t, c, change.cartId, FIXTURE.barcodes.caffe, { amount: 4 });
    const newSlot = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const after = orderOf(
      await confirmChange(s, c, order.id, freezeBody(change.cartId, newSlot, { notes: 'Nuove' })),
    );
    expect(after.code).toBe(order.code);
    expect(after.id).toBe(order.id);
    expect(after.version).toBe(2);
    expect(after.cart.delivery.timeSlot?.id).toBe(String(newSlot));
    expect(await bookedOf(s.t, slotId)).toBe(0);
    expect(await bookedOf(s.t, newSlot)).toBe(1);
    const { versions } = await versionsOf(s, c, order.id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const [v2] = versions;
    expect(v2?.slotMoved).toBe(true);
    expect(v2?.totalBefore).toBe(order.totalToPay);
    expect(v2?.totalToPay).toBe(after.totalToPay);
    expect(v2?.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'ADDED',
          barcode: FIXTURE.barcodes.parmigiano,
          after: 0.5,
        }),
        expect.objectContaining({ kind: 'REMOVED', barcode: FIXTURE.barcodes.biscotti, before: 2 }),
        expect.objectContaining({ kind: 'QUANTITY', before: 3, after: 4 }),
      ]),
    );
    expect(await currentChanges(s, c)).toEqual({ open: [], discarded: [] });
    // One change mail per version, keyed by it.
    const mails = await s.t.db.db
      .select({ key: mailOutbox.eventKey })
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, `order:${rowId(order.id)}:changed:v2`));
    expect(mails).toHaveLength(1);
  });

  it('a slot held for the change cart becomes the booking; a hold left unused goes at confirmation', async () => {
    // Moved onto the held slot: the hold turns into the booking, not a second place.
    const moved = await placed();
    const change = changeOf(await openChange(s, moved.c, moved.order.id));
    const held = await testSlot(s.t, s.mazzini, 'IN_STORE');
    await holdOk(s.t, moved.c, change.cartId, held);
    orderOf(await confirmChange(s, moved.c, moved.order.id, freezeBody(change.cartId, held)));
    expect(await bookedOf(s.t, held)).toBe(1);
    expect(await holdRowsOf(s.t, change.cartId)).toEqual([]);
    // Held, then kept the order's own slot: the hold does not outlive the change.
    const kept = await placed();
    const second = changeOf(await openChange(s, kept.c, kept.order.id));
    const unused = await testSlot(s.t, s.mazzini, 'IN_STORE');
    await holdOk(s.t, kept.c, second.cartId, unused);
    orderOf(await confirmChange(s, kept.c, kept.order.id, freezeBody(second.cartId, kept.slotId)));
    expect(await holdRowsOf(s.t, second.cartId)).toEqual([]);
    expect(await bookedOf(s.t, kept.slotId)).toBe(1);
  });

  it('parks the cart the customer had for the store and mode, and gives it back', async () => {
    const { c, order } = await placed();
    const own = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    await storeOk(s.t, c, own.id, FIXTURE.barcodes.mozzarella, { amount: 1 });
    const change = changeOf(await openChange(s, c, order.id));
    expect(await cartStatus(own.id)).toBe('PARKED');
    const newSlot = await testSlot(s.t, s.mazzini, 'IN_STORE');
    orderOf(await confirmChange(s, c, order.id, freezeBody(change.cartId, newSlot)));
    expect(await cartStatus(own.id)).toBe('OPEN');
    expect(await cartStatus(change.cartId)).toBe('FROZEN');
  });

  it("'Annulla modifiche' leaves the order exactly as it was", async () => {
    const { c, order } = await placed();
    const before = await storedOrder(s, order);
    const own = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    const change = changeOf(await openChange(s, c, order.id));
    await storeOk(s.t, c, change.cartId, FIXTURE.barcodes.parmigiano, { weight: 1 });
    expect(await discardChange(s, c, order.id).then((r) => r.json())).toMatchObject({
      responseCode: 0,
      data: { discarded: true },
    });
    expect(await storedOrder(s, order)).toEqual(before);
    expect(await cartStatus(change.cartId)).toBe('GONE');
    expect(await cartStatus(own.id)).toBe('OPEN');
  });

  it('re-reads prices at confirmation: 4105 with the change, then the new price', async () => {
    const { c, slotId, order } = await placed();
    const change = changeOf(await openChange(s, c, order.id));
    const [caffe] = await s.t.db.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.barcode, FIXTURE.barcodes.caffe));
    const where = and(eq(storeProducts.storeId, s.mazzini), eq(storeProducts.productId, caffe!.id));
    await s.t.db.db.update(storeProducts).set({ priceCents: 399 }).where(where);
    try {
      const changes = changesOf(
        await confirmChange(s, c, order.id, freezeBody(change.cartId, slotId)),
      );
      expect(changes.updatedItems.map((i) => i.barcode)).toEqual([FIXTURE.barcodes.caffe]);
      expect((await storedOrder(s, order)).row.version).toBe(1);
      const after = orderOf(await confirmChange(s, c, order.id, freezeBody(change.cartId, slotId)));
      expect(after.version).toBe(2);
      expect(after.totalToPay).toBeGreaterThan(order.totalToPay);
    } finally {
      await s.t.db.db.update(storeProducts).set({ priceCents: FIXTURE.prices.caffe }).where(where);
    }
  });

  it('confirms through the same checkout: cart/freeze of the change cart', async () => {
    const { c, slotId, order } = await placed();
    const change = changeOf(await openChange(s, c, order.id));
    const after = orderOf(await freeze(s.t, c, freezeBody(change.cartId, slotId)));
    expect(after).toMatchObject({ id: order.id, code: order.code, version: 2 });
    expect(await bookedOf(s.t, slotId)).toBe(1);
  });

  it('refuses after the cut-off (4029) and discards an open change, saying so', async () => {
    const { c, slotId, order } = await placed();
    const own = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    const change = changeOf(await openChange(s, c, order.id));
    await passCutoff(s, slotId);
    const refused = expectCode(
      await confirmChange(s, c, order.id, freezeBody(change.cartId, slotId)),
      200,
      4029,
    );
    expect(refused.message).toMatch(/annullate/);
    expect(await cartStatus(change.cartId)).toBe('GONE');
    expect(await cartStatus(own.id)).toBe('OPEN');
    expect((await storedOrder(s, order)).row.version).toBe(1);
    expectCode(await openChange(s, c, order.id), 200, 4029);
    expect(
      (await call(s.t, c, 'GET', '/cli/ecommerce/orders').then((r) => r.json())).data[0],
    ).toMatchObject({ changeableUntil: null });
  });

  it('an abort takes an open change with it and gives the parked cart back', async () => {
    const { c, order } = await placed();
    const own = await openCart(s.t, c, s.mazzini, 'IN_STORE');
    const change = changeOf(await openChange(s, c, order.id));
    const aborted = await call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { orderId: order.id });
    expect(aborted.json()).toMatchObject({ responseCode: 0 });
    expect(await cartStatus(change.cartId)).toBe('GONE');
    expect(await cartStatus(own.id)).toBe('OPEN');
    expect(await currentChanges(s, c)).toEqual({ open: [], discarded: [] });
  });

  it('refuses once the store starts preparing (4205); the open change is discarded', async () => {
    const { c, slotId, order } = await placed();
    const change = changeOf(await openChange(s, c, order.id));
    await forceStatus(s.t, order.id, 'IN_PREPARATION');
    expect(await currentChanges(s, c)).toMatchObject({
      open: [],
      discarded: [{ orderId: order.id, message: expect.stringMatching(/preparare/) }],
    });
    expect(await cartStatus(change.cartId)).toBe('GONE');
    expectCode(await openChange(s, c, order.id), 200, 4205);
    expectCode(await confirmChange(s, c, order.id, freezeBody(change.cartId, slotId)), 200, 4205);
  });
});
