import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, paymentLedger } from '../../db/schema';
import { expectCode } from '../../testing/cart-helpers';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { coffeeCart, freezeBody, orderOf, testSlot } from '../../testing/orders-helpers';
import { rowId } from '../../testing';
import { ledgerOf, readyToPay } from '../../testing/checkout-helpers';
import { linkPreauthorisation } from './order-preauthorisation';
import { captureOrderPayment } from './order-settlement';

/** Issue 25, item 1: an Idempotency-Key reused for another cart never strands an order. */

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

const KEY = 'reused-key-of-one-customer';

function freezeWithKey(cookie: string, body: object) {
  return s.t.app.inject({
    method: 'POST',
    url: '/cli/ecommerce/cart/freeze',
    payload: body,
    headers: { cookie, 'idempotency-key': KEY },
  });
}

describe('an Idempotency-Key is bound to the cart it paid for', () => {
  it('a second cart frozen with the same key and total is refused; the first order keeps its hold', async () => {
    const { c, body } = await readyToPay(s);
    const first = orderOf(await freezeWithKey(c.cookie, body));
    // Another cart, the same coffee: the same total, so the same pre-authorisation amount.
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const second = await freezeWithKey(
      c.cookie,
      freezeBody(cartId, slotId, { paymentMode: 'ONLINE_CARD' }),
    );
    expectCode(second, 200, 4000);
    expect(second.json().message).toMatch(/ripetuta con dati diversi/);
    const placed = await s.t.db.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(placed.map((o) => o.id)).toEqual([rowId(first.id)]);
    const auths = (await ledgerOf(s, c)).filter((r) => r.operation === 'AUTHORISE');
    expect(auths).toMatchObject([{ orderId: rowId(first.id), outcome: 'APPROVED' }]);
    // The first order can still be charged.
    const { result } = await captureOrderPayment(s.t.db.db, rowId(first.id), 1000);
    expect(result.approved).toBe(true);
  });

  it('a hold already linked to an order is never moved to another', async () => {
    const { c, body } = await readyToPay(s);
    const order = orderOf(
      await s.t.app.inject({
        method: 'POST',
        url: '/cli/ecommerce/cart/freeze',
        payload: body,
        headers: { cookie: c.cookie },
      }),
    );
    const [auth] = await s.t.db.db
      .select()
      .from(paymentLedger)
      .where(
        and(eq(paymentLedger.orderId, rowId(order.id)), eq(paymentLedger.operation, 'AUTHORISE')),
      );
    await expect(
      linkPreauthorisation(
        s.t.db.db,
        { ledgerId: auth!.id, amountCents: auth!.amountCents },
        rowId(order.id) + 1000,
      ),
    ).rejects.toThrow();
    const [after] = await s.t.db.db
      .select()
      .from(paymentLedger)
      .where(eq(paymentLedger.id, auth!.id));
    expect(after?.orderId).toBe(rowId(order.id));
  });
});
