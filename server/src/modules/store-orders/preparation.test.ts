import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, stores } from '../../db/schema';
import { call, expectCode } from '../../testing/cart-helpers';
import { FIXTURE, WATER } from '../../testing/cart-setup';
import { orderOf } from '../../testing/orders-helpers';
import {
  detailOf,
  handleItem,
  lineOf,
  moveTo,
  placeMixedOrder,
  setUpStaffTest,
  staffCall,
  type StaffTest,
} from '../../testing/store-orders-helpers';
import { rowId, type WireId } from '../../testing';

let s: StaffTest;

beforeAll(async () => {
  s = await setUpStaffTest();
  // These tests are about amounts and totals: the fixture's water and biscuits stand in for
  // the coffee at any unit price. The band itself (issue 30) is tested in substitutions.test.ts.
  await s.t.db.db
    .update(stores)
    .set({ substitutionBandPercent: 100 })
    .where(eq(stores.id, s.mazzini));
});
afterAll(() => s?.t.close());

const { parmigiano, caffe } = FIXTURE.barcodes;

async function inPreparation(opts: Parameters<typeof placeMixedOrder>[1] = {}) {
  const placed = await placeMixedOrder(s, opts);
  detailOf(await moveTo(s.t, s.operator, placed.order.id, 'IN_PREPARATION'));
  const detail = detailOf(
    await staffCall(s.t, s.operator, 'GET', `/cli/staff/orders/${placed.order.id}`),
  );
  return { ...placed, detail };
}

describe('GET /cli/staff/orders/{id}', () => {
  it('gives the picking list grouped by department with the customer’s choices', async () => {
    const { order } = await placeMixedOrder(s, { notes: 'Suonare due volte', replacements: true });
    const detail = detailOf(
      await staffCall(s.t, s.operator, 'GET', `/cli/staff/orders/${order.id}`),
    );
    expect(detail).toMatchObject({
      id: order.id,
      code: order.code,
      status: 'TO_BE_PREPARED',
      storeId: String(s.mazzini),
      customerName: 'Giulia Bianchi',
      notes: 'Suonare due volte',
      enableProductsReplacement: true,
      linesCount: 2,
      handledLines: 0,
      nextStatuses: ['IN_PREPARATION', 'CANCELLED'],
      totals: { ordered: order.totals.ordered, prepared: null, purchase: null, receipt: null },
    });
    expect(detail.departments).toEqual([
      expect.objectContaining({ id: 'ZZ', name: 'REPARTO DI PROVA' }),
    ]);
    expect(lineOf(detail, parmigiano)).toMatchObject({
      um: 'KG',
      amount: 1,
      netPrice: 17.9,
      pickStatus: null,
      operatorAmount: null,
      substitute: null,
    });
    expect(detail.history).toEqual([
      expect.objectContaining({ status: 'TO_BE_PREPARED', changedBy: 'CUSTOMER' }),
    ]);
  });

  it('is 404 for an order that does not exist', async () => {
    expectCode(await staffCall(s.t, s.admin, 'GET', '/cli/staff/orders/999999'), 200, 404);
  });
});

describe('POST /cli/staff/orders/{id}/items/{itemId}', () => {
  it('records a real weight and computes the operator total from the unit price', async () => {
    const { order, detail } = await inPreparation();
    const line = lineOf(detail, parmigiano);
    const after = detailOf(
      await handleItem(s.t, s.operator, order.id, line.id, {
        action: 'PICK',
        operatorAmount: 0.934,
      }),
    );
    // 0,934 kg × 17,90 € = 16,7186 €, rounded to 16,72 €.
    expect(lineOf(after, parmigiano)).toMatchObject({
      pickStatus: 'PICKED',
      operatorAmount: 0.934,
      operatorTotal: 16.72,
    });
    expect(after.handledLines).toBe(1);
    expect(after.operatorCart).toMatchObject({ netTotal: 16.72, itemsCount: 1 });
  });

  it('refuses fractions of pieces, more pieces than ordered, a weight over twice the order', async () => {
    const { order, detail } = await inPreparation();
    const coffee = lineOf(detail, caffe).id;
    const cheese = lineOf(detail, parmigiano).id;
    const pick = (id: WireId, operatorAmount: number) =>
      handleItem(s.t, s.operator, order.id, id, { action: 'PICK', operatorAmount });
    expectCode(await pick(coffee, 1.5), 200, 4000);
    expectCode(await pick(coffee, 4), 200, 4000);
    expectCode(await pick(cheese, 2.001), 200, 4000);
    expectCode(await pick(cheese, 0.0005), 200, 4000);
    expectCode(await pick(cheese, 0), 400, 400);
    expect(lineOf(detail, caffe).pickStatus).toBeNull();
  });

  it('marks a line unavailable: nothing given, nothing charged', async () => {
    const { order, detail } = await inPreparation();
    const after = detailOf(
      await handleItem(s.t, s.operator, order.id, lineOf(detail, caffe).id, {
        action: 'UNAVAILABLE',
      }),
    );
    expect(lineOf(after, caffe)).toMatchObject({
      pickStatus: 'UNAVAILABLE',
      operatorAmount: 0,
      operatorTotal: 0,
    });
    expect(after.operatorCart).toMatchObject({ netTotal: 0, totalToPay: 0, itemsCount: 0 });
  });

  it('substitutes only when the customer allowed it', async () => {
    const refused = await inPreparation({ replacements: false });
    const body = { action: 'SUBSTITUTE', barcode: WATER.barcode, operatorAmount: 2 };
    const res = await handleItem(
      s.t,
      s.operator,
      refused.order.id,
      lineOf(refused.detail, caffe).id,
      body,
    );
    // Issue 30: the order's 'no' is the line's NONE, refused with its own code.
    expect(expectCode(res, 200, 4070).message).toBe(
      'Sostituzione non consentita: il cliente non vuole sostituti per questo prodotto',
    );

    const { order, detail } = await inPreparation({ replacements: true });
    const coffee = lineOf(detail, caffe).id;
    const after = detailOf(await handleItem(s.t, s.operator, order.id, coffee, body));
    expect(lineOf(after, caffe)).toMatchObject({
      pickStatus: 'SUBSTITUTED',
      operatorAmount: null,
      substitute: {
        barcode: WATER.barcode,
        um: 'PZ',
        netPrice: 0.25,
        operatorAmount: 2,
        operatorTotal: 0.5,
      },
    });
    expect(after.linesCount).toBe(2);
    // A substitute stands for what was ordered: 5 biscuits (12,95 €) for 3 coffees on offer
    // (8,97 €) are more pieces and over a quarter dearer; 4 (10,36 €) are within the quarter.
    const biscuits = (operatorAmount: number) =>
      handleItem(s.t, s.operator, order.id, coffee, {
        action: 'SUBSTITUTE',
        barcode: FIXTURE.barcodes.biscotti,
        operatorAmount,
      });
    expect(expectCode(await biscuits(5), 200, 4000).errors).toEqual([
      { field: 'operatorAmount', message: 'il sostituto supera quanto ordinato' },
    ]);
    detailOf(await biscuits(4));
    // Another substitute replaces the first; an unknown or identical product is refused.
    const biscotti = {
      action: 'SUBSTITUTE',
      barcode: FIXTURE.barcodes.biscotti,
      operatorAmount: 1,
    };
    const again = detailOf(await handleItem(s.t, s.operator, order.id, coffee, biscotti));
    expect(lineOf(again, caffe).substitute).toMatchObject({ barcode: FIXTURE.barcodes.biscotti });
    const unknown = { ...body, barcode: '8099999999999' };
    expectCode(await handleItem(s.t, s.operator, order.id, coffee, unknown), 200, 4030);
    const same = { ...body, barcode: caffe };
    expectCode(await handleItem(s.t, s.operator, order.id, coffee, same), 200, 4031);
    // A reset drops the substitute: the line waits to be handled again.
    const reset = detailOf(
      await handleItem(s.t, s.operator, order.id, coffee, { action: 'RESET' }),
    );
    expect(lineOf(reset, caffe)).toMatchObject({ pickStatus: null, substitute: null });
    // A substitute is not an ordered line of its own.
    const subId = lineOf(again, caffe).substitute!.id;
    expectCode(
      await handleItem(s.t, s.operator, order.id, subId, { action: 'UNAVAILABLE' }),
      200,
      404,
    );
  });

  it('is 4205 unless the order is in preparation, 404 for a line of another order', async () => {
    const { order } = await placeMixedOrder(s);
    const itemId = order.cart.items[0]!.id;
    const res = await handleItem(s.t, s.operator, order.id, itemId, { action: 'UNAVAILABLE' });
    expectCode(res, 200, 4205);
    const other = await inPreparation();
    expectCode(
      await handleItem(s.t, s.operator, other.order.id, itemId, { action: 'UNAVAILABLE' }),
      200,
      404,
    );
    expectCode(
      await handleItem(s.t, s.operator, other.order.id, itemId, { action: 'DROP' }),
      400,
      400,
    );
  });

  it('writes every line change to the audit log with before and after', async () => {
    const { order, detail } = await inPreparation();
    const line = lineOf(detail, parmigiano).id;
    await handleItem(s.t, s.operator, order.id, line, { action: 'PICK', operatorAmount: 1.1 });
    await handleItem(s.t, s.operator, order.id, line, { action: 'UNAVAILABLE' });
    const rows = await s.t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order_item'), eq(auditLog.entityId, String(line))))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.staffId, r.action])).toEqual([
      [s.operatorId, 'ORDER_ITEM_PICK'],
      [s.operatorId, 'ORDER_ITEM_UNAVAILABLE'],
    ]);
    expect(rows[0]!.before).toMatchObject({ orderId: rowId(order.id), pickStatus: null });
    expect(rows[0]!.after).toMatchObject({
      pickStatus: 'PICKED',
      operatorQuantityMilli: 1100,
      operatorTotalCents: 1969,
    });
    expect(rows[1]!.before).toEqual(rows[0]!.after);
    expect(rows[1]!.after).toMatchObject({ pickStatus: 'UNAVAILABLE', operatorQuantityMilli: 0 });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });
});

describe('the shopper’s order once prepared', () => {
  it('shows the operator totals and prepared items only past preparation', async () => {
    const { c, order, detail } = await inPreparation({ replacements: true });
    const fetch = async () =>
      orderOf(await call(s.t, c, 'GET', `/cli/ecommerce/orders/${order.id}/fetch`));
    await handleItem(s.t, s.operator, order.id, lineOf(detail, parmigiano).id, {
      action: 'PICK',
      operatorAmount: 0.9,
    });
    await handleItem(s.t, s.operator, order.id, lineOf(detail, caffe).id, {
      action: 'SUBSTITUTE',
      barcode: WATER.barcode,
      operatorAmount: 4,
    });
    const during = await fetch();
    expect(during).toMatchObject({
      status: 'IN_PREPARATION',
      operatorCart: null,
      preparedCartItems: [],
    });
    expect(during.totals).toMatchObject({ prepared: null, purchase: null, receipt: null });

    detailOf(await moveTo(s.t, s.operator, order.id, 'ISSUING_RECEIPT'));
    const past = await fetch();
    // 0,9 kg × 17,90 € = 16,11 €, 4 waters × 0,25 € = 1,00 €, plus the IN_STORE fee as ordered.
    const fee = order.cart.totalToPay - order.cart.netTotal;
    expect(past.operatorCart).toMatchObject({ netTotal: 17.11, itemsCount: 5, payed: false });
    expect(past.operatorCart!.totalToPay).toBeCloseTo(17.11 + fee, 2);
    expect(past.preparedCartItems.map((i) => [i.barcode, i.amount, i.operatorTotal])).toEqual([
      [parmigiano, 0.9, 16.11],
      [WATER.barcode, 4, 1],
    ]);
    // The ordered lines stay as ordered; the substitute is not one of them.
    expect(past.cart.items.map((i) => i.barcode)).toEqual(order.cart.items.map((i) => i.barcode));
    expect(past.totals.prepared).toBe(past.operatorCart!.totalToPay);
  });

  it('marks an unavailable line as danger among the prepared items', async () => {
    const { c, order, detail } = await inPreparation();
    await handleItem(s.t, s.operator, order.id, lineOf(detail, parmigiano).id, {
      action: 'PICK',
      operatorAmount: 1,
    });
    await handleItem(s.t, s.operator, order.id, lineOf(detail, caffe).id, {
      action: 'UNAVAILABLE',
    });
    detailOf(await moveTo(s.t, s.operator, order.id, 'ISSUING_RECEIPT'));
    const past = orderOf(await call(s.t, c, 'GET', `/cli/ecommerce/orders/${order.id}/fetch`));
    expect(past.preparedCartItems.map((i) => [i.barcode, i.status, i.amount])).toEqual([
      [parmigiano, 'ok', 1],
      [caffe, 'danger', 0],
    ]);
  });
});
