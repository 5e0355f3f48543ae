import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts, orders, sandboxAuthorisations } from '../../db/schema';
import { call, expectCode, okData } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import {
  bookedOf,
  coffeeCart,
  freeze,
  freezeBody,
  orderOf,
  testSlot,
} from '../../testing/orders-helpers';
import { holdsOnCard, ledgerOf, readyToPay } from '../../testing/checkout-helpers';
import { CARDS } from '../../testing/payments-helpers';
import { rowId } from '../../testing';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

/** 3 coffees (8,97 €) plus 2 € picking: 10,97 €, pre-authorised at 12,07 € (+10 %, rounded up). */
const TOTAL = 1097;
const PREAUTH = 1207;

async function holdOf(reference: string | null) {
  const [row] = await s.t.db.db
    .select()
    .from(sandboxAuthorisations)
    .where(eq(sandboxAuthorisations.reference, reference ?? ''));
  return row;
}

async function placeOnline(card: string = CARDS.visa) {
  const ready = await readyToPay(s, card);
  const order = orderOf(await freeze(s.t, ready.c, ready.body));
  return { ...ready, order };
}

describe('cart/freeze paid with the online card', () => {
  it('pre-authorises the total plus 10 %, rounded up, and shows it in the order', async () => {
    const { c, order, slotId } = await placeOnline();
    expect(order.totalToPay).toBe(TOTAL / 100);
    expect(order.paymentMode).toBe('ONLINE_CARD');
    expect(order.onlinePayment).toEqual({
      status: 'AUTHORISED',
      authorised: 12.07,
      captured: null,
    });
    expect(await bookedOf(s.t, slotId)).toBe(1);

    const ledger = await ledgerOf(s, c);
    const auth = ledger.find((r) => r.operation === 'AUTHORISE');
    expect(auth).toMatchObject({
      amountCents: PREAUTH,
      outcome: 'APPROVED',
      orderId: rowId(order.id),
    });
    expect(await holdOf(auth!.providerReference)).toMatchObject({
      amountCents: PREAUTH,
      status: 'AUTHORISED',
    });
    const detail = orderOf(await call(s.t, c, 'GET', `/cli/ecommerce/orders/${order.id}/fetch`));
    expect(detail.onlinePayment).toEqual(order.onlinePayment);
  });

  it('refuses the online card with no card linked, placing nothing', async () => {
    const c = await newCustomer(s.t);
    const cartId = await coffeeCart(s.t, c, s.mazzini);
    const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
    const res = await freeze(s.t, c, freezeBody(cartId, slotId, { paymentMode: 'ONLINE_CARD' }));
    expect(expectCode(res, 200, 4000).errors?.map((e) => e.field)).toEqual(['paymentMode']);
    expect(await bookedOf(s.t, slotId)).toBe(0);
    expect(await ledgerOf(s, c)).toEqual([]);
  });

  it('a declined pre-authorisation leaves no order, no booked slot, and says why', async () => {
    const { c, cartId, slotId, body } = await readyToPay(s, CARDS.noFunds);
    const res = await freeze(s.t, c, body);
    expect(expectCode(res, 200, 4060).message).toContain('fondi sufficienti');
    expect(await bookedOf(s.t, slotId)).toBe(0);
    expect(await s.t.db.db.$count(orders, eq(orders.userId, c.id))).toBe(0);
    const [cart] = await s.t.db.db
      .select()
      .from(carts)
      .where(eq(carts.id, rowId(cartId)));
    expect(cart?.status).toBe('OPEN');
    const auth = (await ledgerOf(s, c)).filter((r) => r.operation === 'AUTHORISE');
    expect(auth).toMatchObject([
      { outcome: 'DECLINED', reason: 'INSUFFICIENT_FUNDS', orderId: null },
    ]);
    // Paying otherwise still works with the same cart and slot.
    expect(orderOf(await freeze(s.t, c, { ...body, paymentMode: 'CASH' })).paymentMode).toBe(
      'CASH',
    );
  });

  it('releases a pre-authorisation no order took (the slot filled up meanwhile)', async () => {
    const { c, cartId } = await readyToPay(s);
    const full = await testSlot(s.t, s.mazzini, 'IN_STORE', { capacity: 1, booked: 1 });
    const res = await freeze(s.t, c, freezeBody(cartId, full, { paymentMode: 'ONLINE_CARD' }));
    expectCode(res, 200, 4028);
    const ledger = await ledgerOf(s, c);
    const auth = ledger.find((r) => r.operation === 'AUTHORISE');
    expect(auth).toMatchObject({ outcome: 'APPROVED', orderId: null });
    expect(ledger.find((r) => r.operation === 'RELEASE')).toMatchObject({
      outcome: 'APPROVED',
      parentId: auth!.id,
    });
    expect(await holdOf(auth!.providerReference)).toMatchObject({ status: 'VOIDED' });
  });
});

describe('retried requests', () => {
  it('two freezes with one idempotency key authorise once and place one order', async () => {
    const { c, body } = await readyToPay(s);
    const headers = { cookie: c.cookie, 'idempotency-key': 'checkout-attempt-0001' };
    const send = () =>
      s.t.app.inject({ method: 'POST', url: '/cli/ecommerce/cart/freeze', payload: body, headers });
    const [a, b] = await Promise.all([send(), send()]);
    expect(orderOf(a).id).toBe(orderOf(b).id);
    const ledger = await ledgerOf(s, c);
    expect(ledger.filter((r) => r.operation === 'AUTHORISE')).toHaveLength(1);
    expect(ledger.filter((r) => r.operation === 'RELEASE')).toEqual([]);
    expect(await holdsOnCard(s, c)).toEqual([{ amountCents: PREAUTH, status: 'AUTHORISED' }]);
  });

  it('a freeze retried after the order was placed authorises nothing again', async () => {
    const { c, body, order } = await placeOnline();
    expect(orderOf(await freeze(s.t, c, body)).id).toBe(order.id);
    const auths = (await ledgerOf(s, c)).filter((r) => r.operation === 'AUTHORISE');
    expect(auths).toHaveLength(1);
  });

  it('a declined key replays its decline without asking the acquirer again', async () => {
    const { c, body } = await readyToPay(s, CARDS.noFunds);
    const headers = { cookie: c.cookie, 'idempotency-key': 'checkout-attempt-0002' };
    const send = () =>
      s.t.app.inject({ method: 'POST', url: '/cli/ecommerce/cart/freeze', payload: body, headers });
    expectCode(await send(), 200, 4060);
    expectCode(await send(), 200, 4060);
    expect(await holdsOnCard(s, c)).toEqual([{ amountCents: PREAUTH, status: 'DECLINED' }]);
    expect((await ledgerOf(s, c)).filter((r) => r.operation === 'AUTHORISE')).toHaveLength(1);
  });
});

describe('aborting an order paid online', () => {
  it('releases the pre-authorisation once', async () => {
    const { c, order, slotId } = await placeOnline();
    const abort = () => call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { orderId: order.id });
    expect(okData(await abort())).toEqual({ orderId: order.id });
    expectCode(await abort(), 200, 4205);
    expect(await bookedOf(s.t, slotId)).toBe(0);
    const ledger = await ledgerOf(s, c);
    const auth = ledger.find((r) => r.operation === 'AUTHORISE')!;
    expect(ledger.filter((r) => r.operation === 'RELEASE')).toMatchObject([
      { outcome: 'APPROVED', orderId: rowId(order.id), parentId: auth.id },
    ]);
    expect(await holdOf(auth.providerReference)).toMatchObject({ status: 'VOIDED' });
    const detail = orderOf(await call(s.t, c, 'GET', `/cli/ecommerce/orders/${order.id}/fetch`));
    expect(detail.onlinePayment).toEqual({ status: 'RELEASED', authorised: 12.07, captured: null });
  });
});
