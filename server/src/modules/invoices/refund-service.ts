import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceRefunds, invoices, orderItems, orders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { InvoiceConfig } from '../../invoice-config';
import { refundOrderPayment } from '../payments';
import { audit, type StaffPrincipal } from '../staff';
import { issueCreditNote } from './credit-note';
import { vatRateOf } from './invoice-amounts';

/**
 * An administrator gives back a prepared line of an order that was completed and charged (a
 * product returned, or found missing after the hand-over): the shop's only path that reduces
 * the money after capture. In one transaction, the order row locked: the line's charged amount
 * is refunded to the card of an online-card order (once: the ledger's key names the line; cash
 * is handed back at the store), the refund is recorded (one per line), and an invoiced order
 * gets its credit note (TD04) referring to the invoice. Answers the credit note's id, if any.
 */
export async function refundLine(
  db: DbOrTx,
  config: InvoiceConfig,
  principal: StaffPrincipal,
  orderId: number,
  itemId: number,
  reason: string,
): Promise<number | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('RECORD_NOT_FOUND', { message: 'Ordine non trovato' });
  // Completed orders carry the purchase total: before it, the picking itself is corrected.
  if (order.purchaseTotalCents === null)
    throw new AppError('WRONG_ORDER_STATUS', {
      message: "Stato dell'ordine errato: si rimborsa solo un ordine concluso e pagato",
    });
  const [line] = await db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.id, itemId),
        eq(orderItems.orderId, orderId),
        gt(orderItems.operatorQuantityMilli, 0),
      ),
    );
  if (!line?.operatorTotalCents)
    throw new AppError('RECORD_NOT_FOUND', { message: 'Riga preparata non trovata' });
  const [done] = await db
    .select({ id: invoiceRefunds.id })
    .from(invoiceRefunds)
    .where(eq(invoiceRefunds.orderItemId, itemId));
  if (done) throw new AppError('GENERIC', { message: 'Riga già rimborsata' });
  const amountCents = line.operatorTotalCents;
  if (order.paymentMode === 'ONLINE_CARD')
    await refundOrderPayment(db, orderId, amountCents, `item:${itemId}`);
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'TD01')));
  const note = invoice
    ? await issueCreditNote(
        db,
        config,
        invoice,
        [
          {
            description: line.description,
            um: line.um,
            quantityMilli: line.operatorQuantityMilli ?? 0,
            grossCents: amountCents,
            vatRate: vatRateOf(line.vatConfigurationId),
          },
        ],
        `Rimborso: ${reason}`,
      )
    : null;
  await db.insert(invoiceRefunds).values({
    orderId,
    orderItemId: itemId,
    amountCents,
    reason,
    creditNoteId: note?.id ?? null,
    staffId: principal.staffId,
  });
  await audit(db, {
    staffId: principal.staffId,
    action: 'ORDER_REFUND',
    entity: 'order',
    entityId: String(orderId),
    before: { itemId, refunded: 0 },
    after: { itemId, refunded: amountCents, creditNote: note?.documentNumber ?? null },
  });
  return note?.id ?? null;
}
