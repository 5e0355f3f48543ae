import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { orders, paymentLedger } from '../../db/schema';
import { call, expectCode } from '../../testing/cart-helpers';
import { FIXTURE } from '../../testing/cart-setup';
import { orderOf } from '../../testing/orders-helpers';
import {
  detailOf,
  handleItem,
  lineOf,
  moveTo,
  placeMixedOrder,
  setUpStaffTest,
  staffCall,
  type PlacedOrder,
  type StaffTest,
} from '../../testing/store-orders-helpers';
import { rowId } from '../../testing';

let s: StaffTest;

beforeAll(async () => {
  s = await setUpStaffTest();
});
afterAll(() => s?.t.close());

const { parmigiano, caffe } = FIXTURE.barcodes;

async function ledgerOf(orderId: number) {
  const rows = await s.t.db.db
    .select({ operation: paymentLedger.operation, amountCents: paymentLedger.amountCents })
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId))
    .orderBy(asc(paymentLedger.id));
  return rows;
}

/** An online-card pickup order, in preparation, with its cheese picked at `kg`. */
async function prepared(kg: number, coffee: 'PICK' | 'UNAVAILABLE'): Promise<PlacedOrder> {
  const placed = await placeMixedOrder(s, { paymentMode: 'ONLINE_CARD' });
  const id = placed.order.id;
  const detail = detailOf(await moveTo(s.t, s.operator, id, 'IN_PREPARATION'));
  await handleItem(s.t, s.operator, id, lineOf(detail, parmigiano).id, {
    action: 'PICK',
    operatorAmount: kg,
  });
  const coffeeLine = lineOf(detail, caffe).id;
  await handleItem(s.t, s.operator, id, coffeeLine, { action: coffee, operatorAmount: 3 });
  return placed;
}

/** What the order asked for besides the goods (here the IN_STORE picking fee). */
const extrasOf = (p: PlacedOrder) =>
  Math.round((p.order.cart.totalToPay - p.order.cart.netTotal) * 100);

describe('settling the online card', () => {
  it('captures the prepared total, lower than the order, when the order is collected', async () => {
    const placed = await prepared(0.934, 'UNAVAILABLE');
    const id = placed.order.id;
    const authorised = Math.ceil(placed.order.cart.totalToPay * 110);
    expect(await ledgerOf(rowId(id))).toEqual([
      { operation: 'AUTHORISE', amountCents: authorised },
    ]);
    // 0,934 kg × 17,90 € = 16,72 €; the coffee was not there.
    const expected = 1672 + extrasOf(placed);
    for (const step of ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'COLLECTED'] as const)
      detailOf(await moveTo(s.t, s.operator, id, step));
    expect(await ledgerOf(rowId(id))).toEqual([
      { operation: 'AUTHORISE', amountCents: authorised },
      { operation: 'CAPTURE', amountCents: expected },
    ]);
    const shopper = orderOf(await call(s.t, placed.c, 'GET', `/cli/ecommerce/orders/${id}/fetch`));
    expect(shopper.totals).toEqual({
      ordered: placed.order.cart.totalToPay,
      prepared: expected / 100,
      purchase: expected / 100,
      receipt: expected / 100,
    });
    expect(shopper.operatorCart).toMatchObject({ payed: true, totalToPay: expected / 100 });
    expect(shopper.onlinePayment).toEqual({
      status: 'CAPTURED',
      authorised: authorised / 100,
      captured: expected / 100,
    });
  });

  it('refuses to close a picking above the pre-authorisation (4061) until it is reduced', async () => {
    // 1,5 kg × 17,90 € = 26,85 € + 8,97 € of coffee: above the total plus 10 %.
    const placed = await prepared(1.5, 'PICK');
    const id = placed.order.id;
    const res = await moveTo(s.t, s.operator, id, 'ISSUING_RECEIPT');
    const body = expectCode(res, 200, 4061);
    expect(body.message).toContain('supera l’importo preautorizzato');
    expect(body.message).toContain('riduci le quantità preparate');
    const detail = detailOf(await staffCall(s.t, s.operator, 'GET', `/cli/staff/orders/${id}`));
    expect(detail.status).toBe('IN_PREPARATION');
    // 1,1 kg fits: the picking closes.
    await handleItem(s.t, s.operator, id, lineOf(detail, parmigiano).id, {
      action: 'PICK',
      operatorAmount: 1.1,
    });
    expect(detailOf(await moveTo(s.t, s.operator, id, 'ISSUING_RECEIPT')).status).toBe(
      'ISSUING_RECEIPT',
    );
  });

  it('checks the authorisation again at completion and captures nothing above it', async () => {
    const placed = await prepared(1, 'PICK');
    const id = placed.order.id;
    detailOf(await moveTo(s.t, s.operator, id, 'ISSUING_RECEIPT'));
    detailOf(await moveTo(s.t, s.operator, id, 'TO_BE_COLLECTED'));
    await s.t.db.db
      .update(orders)
      .set({ operatorTotalToPayCents: 999_999 })
      .where(eq(orders.id, rowId(id)));
    expectCode(await moveTo(s.t, s.operator, id, 'COLLECTED'), 200, 4061);
    expect((await ledgerOf(rowId(id))).map((r) => r.operation)).toEqual(['AUTHORISE']);
  });

  for (const [label, path] of [
    ['cancelled before preparation', ['CANCELLED']],
    ['cancelled while waiting for pickup', ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'CANCELLED']],
    ['never collected', ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'NOT_COLLECTED']],
    ['refused at pickup', ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'REFUSED']],
  ] as const) {
    it(`releases the pre-authorisation of an order ${label}`, async () => {
      const placed = await prepared(1, 'PICK');
      const id = placed.order.id;
      for (const step of path) detailOf(await moveTo(s.t, s.operator, id, step));
      const ops = (await ledgerOf(rowId(id))).map((r) => r.operation);
      expect(ops).toEqual(['AUTHORISE', 'RELEASE']);
      const detail = detailOf(await staffCall(s.t, s.operator, 'GET', `/cli/staff/orders/${id}`));
      expect(detail.onlinePayment).toMatchObject({ status: 'RELEASED', captured: null });
      expect(detail.operatorCart.payed).toBe(false);
    });
  }

  it('charges a cash order at the prepared total without any card operation', async () => {
    const placed = await placeMixedOrder(s, { mode: 'AT_HOME' });
    const id = placed.order.id;
    const detail = detailOf(await moveTo(s.t, s.operator, id, 'IN_PREPARATION'));
    for (const line of detail.departments.flatMap((d) => d.lines))
      await handleItem(s.t, s.operator, id, line.id, {
        action: 'PICK',
        operatorAmount: line.amount,
      });
    for (const step of ['ISSUING_RECEIPT', 'TO_BE_DELIVERED', 'DELIVERED'] as const)
      detailOf(await moveTo(s.t, s.operator, id, step));
    const shopper = orderOf(await call(s.t, placed.c, 'GET', `/cli/ecommerce/orders/${id}/fetch`));
    expect(shopper.totals.purchase).toBe(placed.order.cart.totalToPay);
    expect(shopper.operatorCart?.payed).toBe(true);
    expect(await ledgerOf(rowId(id))).toEqual([]);
  });
});
