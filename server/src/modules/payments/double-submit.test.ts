import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FreezeRequest } from '@spesa/contracts';
import { orders } from '../../db/schema';
import { rowId } from '../../testing';
import { setUpCartTest, type CartTest } from '../../testing/cart-setup';
import { freeze, orderOf } from '../../testing/orders-helpers';
import { holdsOnCard, ledgerOf, readyToPay } from '../../testing/checkout-helpers';
import { preauthoriseCart } from '../../flows/place-order/preauthorise-cart';

/** Finding 3 of issue 13: double submits never authorise a card twice. */

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

const PREAUTH = 1207;
const SUBMITS = 20;

async function ordersOf(userId: number) {
  return s.t.db.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
}

describe('one live pre-authorisation per cart, whatever the client sends', () => {
  it(`${SUBMITS} simultaneous freezes with ${SUBMITS} keys: one order, one authorisation`, async () => {
    const { c, body } = await readyToPay(s);
    const answers = await Promise.all(
      Array.from({ length: SUBMITS }, (_, i) =>
        s.t.app.inject({
          method: 'POST',
          url: '/cli/ecommerce/cart/freeze',
          payload: body,
          headers: { cookie: c.cookie, 'idempotency-key': `double-submit-${i}-of-one-cart` },
        }),
      ),
    );
    const [placed] = await ordersOf(c.id);
    // Every request answers the one order: the later ones find the cart already placed.
    for (const answer of answers) expect(orderOf(answer).id).toBe(String(placed?.id));
    expect(await ordersOf(c.id)).toHaveLength(1);
    // Never asked the acquirer twice: one hold ever made, none made and voided.
    expect(await holdsOnCard(s, c)).toEqual([{ amountCents: PREAUTH, status: 'AUTHORISED' }]);
    const ledger = await ledgerOf(s, c);
    expect(ledger.filter((r) => r.operation === 'AUTHORISE')).toMatchObject([
      { outcome: 'APPROVED', orderId: placed?.id },
    ]);
    expect(ledger.filter((r) => r.operation === 'RELEASE')).toEqual([]);
  });

  it('the same holds for requests without a key', async () => {
    const { c, body } = await readyToPay(s);
    const answers = await Promise.all(Array.from({ length: 5 }, () => freeze(s.t, c, body)));
    expect(new Set(answers.map((a) => orderOf(a).id)).size).toBe(1);
    expect(await holdsOnCard(s, c)).toEqual([{ amountCents: PREAUTH, status: 'AUTHORISED' }]);
  });

  it('a hold a dead checkout left on the cart is let go before the card is held again', async () => {
    const { c, body } = await readyToPay(s);
    // A checkout that authorised and died before placing its order.
    const dead = await preauthoriseCart(
      s.t.db.db,
      'sandbox',
      c.id,
      FreezeRequest.parse(body),
      'checkout-that-died-0001',
    );
    expect(dead).not.toBeNull();
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/cli/ecommerce/cart/freeze',
      payload: body,
      headers: { cookie: c.cookie, 'idempotency-key': 'checkout-after-it-0001' },
    });
    const order = orderOf(res);
    expect(order.onlinePayment?.status).toBe('AUTHORISED');
    const statuses = (await holdsOnCard(s, c)).map((h) => h.status).sort();
    expect(statuses).toEqual(['AUTHORISED', 'VOIDED']);
    const auths = (await ledgerOf(s, c)).filter((r) => r.operation === 'AUTHORISE');
    expect(auths.map((a) => a.orderId)).toEqual([null, rowId(order.id)]);
  });
});
