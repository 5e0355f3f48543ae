import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  paymentLedger,
  paymentMethods,
  sandboxAuthorisations,
  sandboxCards,
} from '../../db/schema';
import { expectCode, storeOk } from '../../testing/cart-helpers';
import { FIXTURE, setUpCartTest, type CartTest, type Customer } from '../../testing/cart-setup';
import { holdsOnCard, ledgerOf, readyToPay } from '../../testing/checkout-helpers';
import { freeze, freezeBody, orderOf, testSlot } from '../../testing/orders-helpers';
import {
  changeOf,
  confirmChange,
  currentChanges,
  openChange,
  passCutoff,
  storedOrder,
  versionsOf,
} from '../../testing/order-change-helpers';
import { rowId } from '../../testing';
import { addDays, shopToday } from '../../shared/shop-time';
import { renewCardHolds } from '../renew-card-holds';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

/** A card order of 3 coffees (10,97 €, 12,07 € held); `daysAhead` for its slot. */
async function cardOrder(daysAhead = 3) {
  const ready = await readyToPay(s);
  const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE', {
    date: addDays(shopToday(new Date()), daysAhead),
  });
  const body = freezeBody(ready.cartId, slotId, { paymentMode: 'ONLINE_CARD' });
  const order = orderOf(await freeze(s.t, ready.c, body));
  return { c: ready.c, slotId, order };
}

async function setCardBehaviour(c: Customer, behaviour: 'APPROVE' | 'DECLINE_PAYMENTS') {
  const [method] = await s.t.db.db
    .select({ token: paymentMethods.token })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, c.id));
  await s.t.db.db
    .update(sandboxCards)
    .set({ behaviour })
    .where(eq(sandboxCards.token, method!.token));
}

const live = async (c: Customer) =>
  (await holdsOnCard(s, c)).filter((h) => h.status === 'AUTHORISED');

async function changedOrder(c: Customer, orderId: string, slotId: number) {
  const change = changeOf(await openChange(s, c, orderId));
  await storeOk(s.t, c, change.cartId, FIXTURE.barcodes.parmigiano, { weight: 0.5 });
  return confirmChange(
    s,
    c,
    orderId,
    freezeBody(change.cartId, slotId, { paymentMode: 'ONLINE_CARD' }),
  );
}

describe('a change paid with the online card (issue 29)', () => {
  it('authorises the new total (+10 %) first, and only then releases the previous hold', async () => {
    const { c, slotId, order } = await cardOrder();
    const after = orderOf(await changedOrder(c, order.id, slotId));
    // 10,97 € + 0,5 kg of parmigiano at its offer of 17,90 €/kg = 19,92 €; +10 % rounded up = 21,92 €.
    expect(after.totalToPay).toBe(19.92);
    expect(after.onlinePayment).toEqual({
      status: 'AUTHORISED',
      authorised: 21.92,
      captured: null,
    });
    const ledger = (await ledgerOf(s, c)).filter((r) => r.operation !== 'VERIFY');
    const approved = ledger.filter((r) => r.outcome === 'APPROVED');
    expect(approved.map((r) => [r.operation, r.amountCents])).toEqual([
      ['AUTHORISE', 1207],
      ['AUTHORISE', 2192],
      ['RELEASE', 1207],
    ]);
    const [oldAuth, newAuth, release] = approved;
    expect(release!.parentId).toBe(oldAuth!.id);
    expect(newAuth!.id).toBeLessThan(release!.id);
    expect(newAuth!.orderId).toBe(rowId(order.id));
    expect(newAuth!.idempotencyKey).toMatch(new RegExp(`:change:${rowId(order.id)}:`));
    expect(await live(c)).toEqual([{ amountCents: 2192, status: 'AUTHORISED' }]);
    const { cardOperations } = await versionsOf(s, c, order.id);
    expect(cardOperations.map((o) => `${o.operation}:${o.amount}`)).toEqual([
      'AUTHORISE:12.07',
      'AUTHORISE:21.92',
      'RELEASE:12.07',
    ]);
  });

  it('a decline keeps the previous version and its hold, with a clear message', async () => {
    const { c, slotId, order } = await cardOrder();
    const before = await storedOrder(s, order);
    await setCardBehaviour(c, 'DECLINE_PAYMENTS');
    const refused = expectCode(await changedOrder(c, order.id, slotId), 200, 4060);
    expect(refused.message).toMatch(/resta com'era/);
    expect(await storedOrder(s, order)).toEqual(before);
    expect(await live(c)).toEqual([{ amountCents: 1207, status: 'AUTHORISED' }]);
    // The change stays open: the customer may link another card, retry or discard it.
    expect((await currentChanges(s, c)).open).toHaveLength(1);
  });

  it('after the cut-off asks the card nothing: 4029, the old hold alone', async () => {
    const { c, slotId, order } = await cardOrder();
    const change = changeOf(await openChange(s, c, order.id));
    await passCutoff(s, slotId);
    const body = freezeBody(change.cartId, slotId, { paymentMode: 'ONLINE_CARD' });
    expectCode(await confirmChange(s, c, order.id, body), 200, 4029);
    const auths = (await ledgerOf(s, c)).filter((r) => r.operation === 'AUTHORISE');
    expect(auths.map((r) => r.amountCents)).toEqual([1207]);
    expect(await live(c)).toEqual([{ amountCents: 1207, status: 'AUTHORISED' }]);
  });

  it('moving to cash lets the card go once the change is confirmed', async () => {
    const { c, slotId, order } = await cardOrder();
    const change = changeOf(await openChange(s, c, order.id));
    const after = orderOf(await confirmChange(s, c, order.id, freezeBody(change.cartId, slotId)));
    expect(after.paymentMode).toBe('CASH');
    expect(await live(c)).toEqual([]);
  });
});

describe('card holds that lapse before the slot (issue 29)', () => {
  /** The order's hold lapses in an hour, at the acquirer and in the ledger. */
  async function lapsingSoon(orderId: string) {
    const [auth] = await s.t.db.db
      .update(paymentLedger)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(
        and(eq(paymentLedger.orderId, rowId(orderId)), eq(paymentLedger.operation, 'AUTHORISE')),
      )
      .returning();
    await s.t.db.db
      .update(sandboxAuthorisations)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(sandboxAuthorisations.reference, auth!.providerReference!));
    return auth!;
  }

  it('are authorised again by the job, the old one released: one live hold', async () => {
    const { c, order } = await cardOrder(10);
    const sooner = await cardOrder(1);
    await lapsingSoon(order.id);
    // A hold that lapses only after its slot is left alone.
    await s.t.db.db
      .update(paymentLedger)
      .set({ expiresAt: sql`now() + interval '5 days'` })
      .where(eq(paymentLedger.orderId, rowId(sooner.order.id)));
    expect(await renewCardHolds(s.t.db.db)).toEqual({ renewed: 1, declined: 0 });
    expect(await live(c)).toEqual([{ amountCents: 1207, status: 'AUTHORISED' }]);
    const auths = (await ledgerOf(s, c)).filter(
      (r) => r.operation === 'AUTHORISE' && r.outcome === 'APPROVED',
    );
    expect(auths).toHaveLength(2);
    expect(auths[1]!.orderId).toBe(rowId(order.id));
    expect(auths[1]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await renewCardHolds(s.t.db.db)).toEqual({ renewed: 0, declined: 0 });
  });

  it('tells the customer by mail, once, when the card declines the renewal', async () => {
    const { c, order } = await cardOrder(10);
    const auth = await lapsingSoon(order.id);
    await setCardBehaviour(c, 'DECLINE_PAYMENTS');
    expect(await renewCardHolds(s.t.db.db)).toMatchObject({ declined: 1 });
    await renewCardHolds(s.t.db.db);
    const mails = await s.t.db.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, `order:${rowId(order.id)}:hold-failed:${auth.id}`));
    expect(mails).toEqual([{ subject: expect.stringMatching(/pagamento da rinnovare/) }]);
    expect(await live(c)).toEqual([{ amountCents: 1207, status: 'AUTHORISED' }]);
  });
});
