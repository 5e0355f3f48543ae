import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { InvoiceItem } from '@spesa/contracts';
import { invoices, paymentLedger } from '../../db/schema';
import { expectCode, okData } from '../../testing/cart-helpers';
import { FIXTURE } from '../../testing/cart-setup';
import { completedOrder } from '../../testing/invoice-helpers';
import {
  detailOf,
  lineOf,
  placeMixedOrder,
  setUpStaffTest,
  staffCall,
  type StaffTest,
} from '../../testing/store-orders-helpers';
import { rowId } from '../../testing';
import { validateAgainstXsd } from './xsd-validation';

let s: StaffTest;

beforeAll(async () => {
  s = await setUpStaffTest();
});
afterAll(() => s?.t.close());

async function coffeeLine(orderId: string) {
  const detail = detailOf(await staffCall(s.t, s.admin, 'GET', `/cli/staff/orders/${orderId}`));
  return lineOf(detail, FIXTURE.barcodes.caffe);
}

const refund = (cookie: string, orderId: string, itemId: string) =>
  staffCall(s.t, cookie, 'POST', `/cli/staff/orders/${orderId}/refund`, {
    itemId,
    reason: 'caffè restituito',
  });

describe('a line refunded after capture (issue 32)', () => {
  it('refunds the card and writes a credit note (TD04) referring to the invoice', async () => {
    const placed = await completedOrder(s, 'ONLINE_CARD');
    const id = placed.order.id;
    const line = await coffeeLine(id);
    const list = InvoiceItem.array().parse(okData(await refund(s.admin, id, line.id)));
    const [invoice, note] = list;
    expect(note).toMatchObject({
      kind: 'TD04',
      relatedNumber: invoice?.number,
      total: line.operatorTotal,
      problems: [],
    });
    const [row] = await s.t.db.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, rowId(id)), eq(invoices.kind, 'TD04')));
    expect(await validateAgainstXsd(row?.xml ?? '')).toEqual({ valid: true, errors: [] });
    expect(row?.xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(row?.xml).toContain(
      `<DatiFattureCollegate><IdDocumento>${invoice?.number}</IdDocumento>`,
    );
    const refunds = await s.t.db.db
      .select({ amountCents: paymentLedger.amountCents, outcome: paymentLedger.outcome })
      .from(paymentLedger)
      .where(and(eq(paymentLedger.orderId, rowId(id)), eq(paymentLedger.operation, 'REFUND')));
    expect(refunds).toEqual([
      { amountCents: Math.round((line.operatorTotal ?? 0) * 100), outcome: 'APPROVED' },
    ]);
    // Once per line: a second refund of it is refused, and nothing more moves.
    const again = expectCode(await refund(s.admin, id, line.id), 200, 4000);
    expect(again.message).toBe('Riga già rimborsata');
  });

  it('is for administrators, and for completed orders only', async () => {
    const placed = await completedOrder(s, 'CASH');
    const line = await coffeeLine(placed.order.id);
    expectCode(await refund(s.operator, placed.order.id, line.id), 403, 403);
    const open = await placeMixedOrder(s, {});
    const openLine = await coffeeLine(open.order.id);
    expectCode(await refund(s.admin, open.order.id, openLine.id), 200, 4205);
  });
});
