import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices, orderItems, orders } from '../../db/schema';
import type { InvoiceConfig } from '../../invoice-config';
import { vatRateOf, type GrossLine } from './invoice-amounts';
import { numberedDocument } from './numbered-document';
import { storeDocument, type InvoiceRow } from './invoice-store';

/** The delivery fee and the bags are services and goods at the ordinary rate. */
const SERVICE_VAT_RATE = 22;

type OrderRow = typeof orders.$inferSelect;

/** The fee's name as the order detail reads it: a pickup pays for the preparation. */
const FEE_NAMES: Record<OrderRow['mode'], string> = {
  AT_HOME: 'Servizio di consegna',
  SHIPPED: 'Servizio di spedizione',
  IN_STORE: 'Servizio di preparazione',
  DRIVE: 'Servizio di preparazione',
};

/** What the customer was charged, line by line: the prepared lines, then fee and bags. */
async function chargedLines(db: DbOrTx, order: OrderRow): Promise<GrossLine[]> {
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), gt(orderItems.operatorQuantityMilli, 0)))
    .orderBy(asc(orderItems.id));
  const lines: GrossLine[] = items.map((i) => ({
    description: i.description,
    um: i.um,
    quantityMilli: i.operatorQuantityMilli ?? 0,
    grossCents: i.operatorTotalCents ?? 0,
    vatRate: vatRateOf(i.vatConfigurationId),
  }));
  // As preparedMoney: a cart the store could not fill at all owes no fee either.
  if (lines.length === 0) return lines;
  const service = (description: string, grossCents: number): GrossLine => ({
    description,
    um: 'PZ',
    quantityMilli: 1000,
    grossCents,
    vatRate: SERVICE_VAT_RATE,
  });
  if (order.deliveryFeeCents > 0)
    lines.push(service(FEE_NAMES[order.mode], order.deliveryFeeCents));
  if (order.bagsCents > 0) lines.push(service(`Sacchetti (${order.bagsCount})`, order.bagsCents));
  return lines;
}

/**
 * The invoice (TD01) of an order that asked for one, written when the order is completed and
 * its final amount taken, in that same transaction: the order row is locked by the caller, and
 * invoices_order_invoice_key makes a second one impossible, so a retried or crashed completion
 * never leaves an order with none or two. Orders without invoice, or with nothing charged,
 * get none. Answers the invoice (the existing one when there is one).
 */
export async function issueOrderInvoice(
  db: DbOrTx,
  config: InvoiceConfig,
  orderId: number,
): Promise<InvoiceRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.invoice || !order.billingAddress) return null;
  const [existing] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'TD01')));
  if (existing) return existing;
  const lines = await chargedLines(db, order);
  if (lines.length === 0) return null;
  const { doc, year, number } = await numberedDocument(db, config, order, order.billingAddress, {
    kind: 'TD01',
    lines,
    related: null,
    reason: null,
  });
  const charged = order.purchaseTotalCents ?? order.operatorTotalToPayCents;
  const mismatch =
    charged !== null && charged !== doc.totalCents
      ? [{ code: 'SPESA', message: `Totale fattura diverso dall'incassato (${charged} cent)` }]
      : [];
  return storeDocument(db, doc, { orderId, year, number, relatedInvoiceId: null }, mismatch);
}
