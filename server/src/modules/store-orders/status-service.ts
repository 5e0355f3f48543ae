import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, orderStatusHistory } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { InvoiceConfig } from '../../invoice-config';
import { issueOrderInvoice } from '../invoices';
import { captureOrderPayment, releaseOrderPayment } from '../payments';
import { releaseSlot } from '../slots';
import { audit, requireStore, type StaffPrincipal } from '../staff';
import { canTransition, COMPLETED_ORDER_STATUSES } from './order-transitions';
import { requireWithinAuthorisation } from './order-settlement-rules';
import { lockStaffOrder, type OrderRow } from './staff-order-repository';

/** The endings where the customer pays nothing and the card's hold is let go. */
const RELEASING_STATUSES: readonly OrderStatus[] = ['REFUSED', 'NOT_COLLECTED', 'CANCELLED'];

type OrderChanges = Partial<typeof orders.$inferInsert>;

async function unhandledLines(db: DbOrTx, orderId: number): Promise<number> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNull(orderItems.substitutesItemId),
        isNull(orderItems.pickStatus),
      ),
    );
  return rows.length;
}

/**
 * What a move does besides the status. The picking closes only with every line handled and
 * a prepared total the card can cover; leaving ISSUING_RECEIPT records the receipt total;
 * completion takes the payment at the prepared total (the purchase total); a refusal, a
 * pickup never collected and a cancellation release the card, and a cancellation gives the
 * slot place back.
 */
async function effectsOf(db: DbOrTx, order: OrderRow, to: OrderStatus): Promise<OrderChanges> {
  const prepared = order.operatorTotalToPayCents ?? 0;
  if (to === 'ISSUING_RECEIPT') {
    const missing = await unhandledLines(db, order.id);
    if (missing > 0)
      throw new AppError('WRONG_ORDER_STATUS', {
        message: `Stato dell'ordine errato: ${missing} righe ancora da preparare`,
      });
    await requireWithinAuthorisation(db, order, prepared);
    return {};
  }
  if (to === 'TO_BE_DELIVERED' || to === 'TO_BE_COLLECTED') return { receiptTotalCents: prepared };
  if (COMPLETED_ORDER_STATUSES.includes(to)) {
    await requireWithinAuthorisation(db, order, prepared);
    if (order.paymentMode === 'ONLINE_CARD') {
      if (prepared > 0) await captureOrderPayment(db, order.id, prepared);
      else await releaseOrderPayment(db, order.id);
    }
    return { purchaseTotalCents: prepared, payed: true };
  }
  if (RELEASING_STATUSES.includes(to)) {
    // Nothing is charged: the goods stay with the store.
    await releaseOrderPayment(db, order.id);
    if (to === 'CANCELLED') await releaseSlot(db, order.slotInstanceId);
  }
  return {};
}

const figures = (
  o: Pick<
    OrderRow,
    'status' | 'payed' | 'operatorTotalToPayCents' | 'receiptTotalCents' | 'purchaseTotalCents'
  >,
) => ({
  status: o.status,
  payed: o.payed,
  operatorTotalToPayCents: o.operatorTotalToPayCents,
  receiptTotalCents: o.receiptTotalCents,
  purchaseTotalCents: o.purchaseTotalCents,
});

/**
 * POST /cli/staff/orders/{id}/status in the route's transaction. The order row is locked
 * first, so two moves of one order (or a move and the customer's abort) run one after the
 * other and the second sees the first's status. A move the state machine does not allow is
 * 4205; each allowed one is written to the status history (OPERATOR, with the staff id) and
 * to the audit log. Completing an order that asked for an invoice writes its FatturaPA invoice
 * from the final amounts, in the same transaction as the payment taken (issue 32).
 */
export async function changeStatus(
  db: DbOrTx,
  principal: StaffPrincipal,
  orderId: number,
  to: OrderStatus,
  invoicing: InvoiceConfig,
): Promise<void> {
  const order = await lockStaffOrder(db, orderId);
  requireStore(principal, order.storeId);
  if (!canTransition(order.status, to, order.mode))
    throw new AppError('WRONG_ORDER_STATUS', {
      message: `Stato dell'ordine errato: da ${order.status} non si passa a ${to}`,
    });
  const changes = await effectsOf(db, order, to);
  const [updated] = await db
    .update(orders)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  if (!updated) throw new Error('order vanished under its lock');
  if (COMPLETED_ORDER_STATUSES.includes(to)) await issueOrderInvoice(db, invoicing, orderId);
  await db
    .insert(orderStatusHistory)
    .values({ orderId, status: to, changedBy: 'OPERATOR', staffId: principal.staffId });
  await audit(db, {
    staffId: principal.staffId,
    action: 'ORDER_STATUS',
    entity: 'order',
    entityId: String(orderId),
    before: figures(order),
    after: figures(updated),
  });
}
