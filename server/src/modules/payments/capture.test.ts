import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, paymentLedger, sandboxAuthorisations, sandboxRequests } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { call } from '../../testing/cart-helpers';
import { newCustomer, setUpCartTest, type CartTest } from '../../testing/cart-setup';
import {
  coffeeCart,
  freeze,
  freezeBody,
  orderOf,
  placeOrder,
  testSlot,
} from '../../testing/orders-helpers';
import { captureOrderPayment } from './order-settlement';
import { CARDS, linkCard } from '../../testing/payments-helpers';
import { rowId } from '../../testing';

let s: CartTest;

beforeAll(async () => {
  s = await setUpCartTest();
});
afterAll(() => s?.t.close());

/** An order of 10,97 € paid online: 12,07 € pre-authorised. */
async function placeOnline() {
  const c = await newCustomer(s.t);
  await linkCard(s.t, c, CARDS.visa);
  const cartId = await coffeeCart(s.t, c, s.mazzini);
  const slotId = await testSlot(s.t, s.mazzini, 'IN_STORE');
  const order = orderOf(
    await freeze(s.t, c, freezeBody(cartId, slotId, { paymentMode: 'ONLINE_CARD' })),
  );
  return { c, order };
}

async function operations(orderId: number, operation: 'CAPTURE' | 'AUTHORISE') {
  return s.t.db.db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.operation, operation)));
}

async function holdOf(orderId: number) {
  const [auth] = await operations(orderId, 'AUTHORISE');
  const [hold] = await s.t.db.db
    .select()
    .from(sandboxAuthorisations)
    .where(eq(sandboxAuthorisations.reference, auth!.providerReference!));
  return hold;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('captureOrderPayment', () => {
  it('captures a final amount lower than the pre-authorisation', async () => {
    const { c, order } = await placeOnline();
    const { result } = await captureOrderPayment(s.t.db.db, rowId(order.id), 1040);
    expect(result.approved).toBe(true);
    expect(await holdOf(rowId(order.id))).toMatchObject({
      amountCents: 1207,
      capturedCents: 1040,
      status: 'CAPTURED',
    });
    const [row] = await s.t.db.db
      .select()
      .from(orders)
      .where(eq(orders.id, rowId(order.id)));
    expect(row?.payed).toBe(true);
    const detail = orderOf(await call(s.t, c, 'GET', `/cli/ecommerce/orders/${order.id}/fetch`));
    expect(detail.onlinePayment).toEqual({ status: 'CAPTURED', authorised: 12.07, captured: 10.4 });
  });

  it('captures the whole pre-authorisation, never a cent more', async () => {
    const { order } = await placeOnline();
    const err = await refusal(captureOrderPayment(s.t.db.db, rowId(order.id), 1208));
    expect(err.code).toBe(4000);
    expect(err.message).toContain('superiore alla preautorizzazione');
    expect(await operations(rowId(order.id), 'CAPTURE')).toEqual([]);
    expect(await holdOf(rowId(order.id))).toMatchObject({ status: 'AUTHORISED', capturedCents: 0 });
    await captureOrderPayment(s.t.db.db, rowId(order.id), 1207);
    expect(await holdOf(rowId(order.id))).toMatchObject({
      status: 'CAPTURED',
      capturedCents: 1207,
    });
  });

  it('a repeated capture answers the first one and moves no money again', async () => {
    const { order } = await placeOnline();
    const [first, second] = await Promise.all([
      captureOrderPayment(s.t.db.db, rowId(order.id), 999),
      captureOrderPayment(s.t.db.db, rowId(order.id), 999),
    ]);
    expect(second).toEqual(first);
    const third = await captureOrderPayment(s.t.db.db, rowId(order.id), 999);
    expect(third).toEqual(first);
    expect(await operations(rowId(order.id), 'CAPTURE')).toHaveLength(1);
    const [auth] = await operations(rowId(order.id), 'AUTHORISE');
    const requests = await s.t.db.db
      .select()
      .from(sandboxRequests)
      .where(eq(sandboxRequests.idempotencyKey, `ledger:${auth!.id}:capture`));
    expect(requests).toHaveLength(1);
    // Another amount under the same capture is refused, not a second capture.
    const err = await refusal(captureOrderPayment(s.t.db.db, rowId(order.id), 500));
    expect(err.message).toContain('dati diversi');
    expect(await holdOf(rowId(order.id))).toMatchObject({ capturedCents: 999 });
  });

  it('refuses an aborted order and an order paid otherwise', async () => {
    const { c, order } = await placeOnline();
    await call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { orderId: order.id });
    expect((await refusal(captureOrderPayment(s.t.db.db, rowId(order.id), 100))).code).toBe(4205);
    const cash = await placeOrder(s.t, await newCustomer(s.t), s.mazzini);
    const noCard = await refusal(captureOrderPayment(s.t.db.db, rowId(cash.id), 100));
    expect([noCard.status, noCard.code]).toEqual([200, 404]);
    expect(cash.onlinePayment).toBeUndefined();
  });
});
