import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { orderStatuses, type OrderStatus } from '@spesa/contracts';
import { auditLog, orderItems, orders, orderStatusHistory } from '../../db/schema';
import { call, expectCode } from '../../testing/cart-helpers';
import { bookedOf } from '../../testing/orders-helpers';
import {
  detailOf,
  forceStatus,
  moveTo,
  placeMixedOrder,
  setUpStaffTest,
  type StaffTest,
} from '../../testing/store-orders-helpers';
import { rowId } from '../../testing';

let s: StaffTest;

beforeAll(async () => {
  s = await setUpStaffTest();
});
afterAll(() => s?.t.close());

/** Every allowed move, written out per kind of mode (the state machine's own test has the same). */
const FORWARD = {
  home: [
    'TO_BE_PREPARED>IN_PREPARATION',
    'IN_PREPARATION>ISSUING_RECEIPT',
    'ISSUING_RECEIPT>TO_BE_DELIVERED',
    'TO_BE_DELIVERED>DELIVERED',
    'TO_BE_DELIVERED>REFUSED',
  ],
  pickup: [
    'TO_BE_PREPARED>IN_PREPARATION',
    'IN_PREPARATION>ISSUING_RECEIPT',
    'ISSUING_RECEIPT>TO_BE_COLLECTED',
    'TO_BE_COLLECTED>COLLECTED',
    'TO_BE_COLLECTED>NOT_COLLECTED',
    'TO_BE_COLLECTED>REFUSED',
  ],
};
const OPEN: OrderStatus[] = [
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'ISSUING_RECEIPT',
  'TO_BE_DELIVERED',
  'TO_BE_COLLECTED',
];

/** Marks every ordered line picked as ordered, straight in the table. */
async function pickAll(orderId: number) {
  const lines = await s.t.db.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.substitutesItemId)));
  for (const l of lines)
    await s.t.db.db
      .update(orderItems)
      .set({
        pickStatus: 'PICKED',
        operatorQuantityMilli: l.quantityMilli,
        operatorTotalCents: l.rowNetCents,
      })
      .where(eq(orderItems.id, l.id));
}

describe('POST /cli/staff/orders/{id}/status', () => {
  for (const [kind, mode] of [
    ['home', 'AT_HOME'],
    ['pickup', 'IN_STORE'],
  ] as const) {
    it(`allows exactly the state machine’s moves for ${mode}, every pair tried`, async () => {
      const allowed = new Set([...FORWARD[kind], ...OPEN.map((f) => `${f}>CANCELLED`)]);
      const { order } = await placeMixedOrder(s, { mode });
      await pickAll(rowId(order.id));
      const seen: string[] = [];
      for (const from of orderStatuses)
        for (const to of orderStatuses) {
          await forceStatus(s.t, order.id, from);
          const res = await moveTo(s.t, s.operator, order.id, to);
          if (allowed.has(`${from}>${to}`)) {
            expect(detailOf(res).status, `${from} → ${to}`).toBe(to);
            seen.push(`${from}>${to}`);
          } else {
            expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
            expect(res.json<{ responseCode: number }>().responseCode).toBe(4205);
          }
        }
      expect(new Set(seen)).toEqual(allowed);
    });
  }

  it('walks a pickup order to COLLECTED, recording history, receipt and purchase totals', async () => {
    const { c, order } = await placeMixedOrder(s, { mode: 'IN_STORE' });
    detailOf(await moveTo(s.t, s.operator, order.id, 'IN_PREPARATION'));
    // The picking cannot close with lines still to handle.
    const early = expectCode(await moveTo(s.t, s.operator, order.id, 'ISSUING_RECEIPT'), 200, 4205);
    expect(early.message).toContain('2 righe ancora da preparare');
    await pickAll(rowId(order.id));
    await s.t.db.db
      .update(orders)
      .set({ operatorTotalToPayCents: Math.round(order.cart.totalToPay * 100) })
      .where(eq(orders.id, rowId(order.id)));
    const receipt = detailOf(await moveTo(s.t, s.operator, order.id, 'ISSUING_RECEIPT'));
    expect(receipt.nextStatuses).toEqual(['TO_BE_COLLECTED', 'CANCELLED']);
    const ready = detailOf(await moveTo(s.t, s.operator, order.id, 'TO_BE_COLLECTED'));
    expect(ready.totals).toMatchObject({ receipt: order.cart.totalToPay, purchase: null });
    const done = detailOf(await moveTo(s.t, s.operator, order.id, 'COLLECTED'));
    expect(done).toMatchObject({
      status: 'COLLECTED',
      nextStatuses: [],
      operatorCart: { payed: true },
    });
    expect(done.totals.purchase).toBe(order.cart.totalToPay);
    expect(done.history.map((h) => [h.status, h.changedBy])).toEqual([
      ['TO_BE_PREPARED', 'CUSTOMER'],
      ['IN_PREPARATION', 'OPERATOR'],
      ['ISSUING_RECEIPT', 'OPERATOR'],
      ['TO_BE_COLLECTED', 'OPERATOR'],
      ['COLLECTED', 'OPERATOR'],
    ]);
    const staffIds = await s.t.db.db
      .select({ staffId: orderStatusHistory.staffId })
      .from(orderStatusHistory)
      .where(
        and(
          eq(orderStatusHistory.orderId, rowId(order.id)),
          eq(orderStatusHistory.changedBy, 'OPERATOR'),
        ),
      );
    expect(staffIds.map((r) => r.staffId)).toEqual([
      s.operatorId,
      s.operatorId,
      s.operatorId,
      s.operatorId,
    ]);
    // The customer can no longer abort it.
    expectCode(
      await call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { orderId: order.id }),
      200,
      4205,
    );
  });

  it('audits every move with the status before and after', async () => {
    const { order } = await placeMixedOrder(s);
    detailOf(await moveTo(s.t, s.admin, order.id, 'IN_PREPARATION'));
    detailOf(await moveTo(s.t, s.operator, order.id, 'CANCELLED'));
    const rows = await s.t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.staffId, r.action])).toEqual([
      [s.adminId, 'ORDER_STATUS'],
      [s.operatorId, 'ORDER_STATUS'],
    ]);
    expect(rows[0]!.before).toMatchObject({ status: 'TO_BE_PREPARED' });
    expect(rows[0]!.after).toMatchObject({ status: 'IN_PREPARATION' });
    expect(rows[1]!.after).toMatchObject({ status: 'CANCELLED', payed: false });
  });

  it('gives the slot place back on cancel, and refuses moves of an order the customer aborted', async () => {
    const { c, order, slotId } = await placeMixedOrder(s);
    expect(await bookedOf(s.t, slotId)).toBe(1);
    detailOf(await moveTo(s.t, s.operator, order.id, 'CANCELLED'));
    expect(await bookedOf(s.t, slotId)).toBe(0);
    const shopper = await call(s.t, c, 'GET', `/cli/ecommerce/orders/${order.id}/fetch`);
    expect(shopper.json<{ data: { status: string } }>().data.status).toBe('CANCELLED');

    const aborted = await placeMixedOrder(s);
    await call(s.t, aborted.c, 'POST', '/cli/ecommerce/cart/abort', { orderId: aborted.order.id });
    expectCode(await moveTo(s.t, s.operator, aborted.order.id, 'IN_PREPARATION'), 200, 4205);
    expectCode(await moveTo(s.t, s.operator, aborted.order.id, 'CANCELLED'), 200, 4205);
  });

  it('serialises concurrent moves of one order: exactly one wins', async () => {
    const { order } = await placeMixedOrder(s);
    const results = await Promise.all([
      moveTo(s.t, s.operator, order.id, 'IN_PREPARATION'),
      moveTo(s.t, s.admin, order.id, 'IN_PREPARATION'),
    ]);
    const codes = results.map((r) => r.json<{ responseCode: number }>().responseCode);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(codes.sort()).toEqual([0, 4205]);
    const history = await s.t.db.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, rowId(order.id)));
    expect(history.map((h) => h.status)).toEqual(['TO_BE_PREPARED', 'IN_PREPARATION']);
  });

  it('serialises a move with the customer’s abort: one of them, never both', async () => {
    const { c, order } = await placeMixedOrder(s);
    const [abort, move] = await Promise.all([
      call(s.t, c, 'POST', '/cli/ecommerce/cart/abort', { orderId: order.id }),
      moveTo(s.t, s.operator, order.id, 'IN_PREPARATION'),
    ]);
    const [abortCode, moveCode] = [abort, move].map(
      (r) => r.json<{ responseCode: number }>().responseCode,
    );
    expect([abort.statusCode, move.statusCode]).toEqual([200, 200]);
    expect([abortCode, moveCode].sort()).toEqual([0, 4205]);
    const [row] = await s.t.db.db
      .select()
      .from(orders)
      .where(eq(orders.id, rowId(order.id)));
    expect(row?.status).toBe(abortCode === 0 ? 'ABORTED' : 'IN_PREPARATION');
  });

  it('rejects an unknown status with 400', async () => {
    const { order } = await placeMixedOrder(s);
    expectCode(await moveTo(s.t, s.operator, order.id, 'SHIPPED' as OrderStatus), 400, 400);
  });
});
