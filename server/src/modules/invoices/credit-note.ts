import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import type { InvoiceConfig } from '../../invoice-config';
import type { GrossLine } from './invoice-amounts';
import { numberedDocument } from './numbered-document';
import { storeDocument, type InvoiceRow } from './invoice-store';

/**
 * A credit note (TD04) for money given back on an invoiced order: the lines refunded, at
 * their rates, referring to the invoice in DatiFattureCollegate. Written in the transaction
 * of the refund itself, so a refund never goes without its note.
 */
export async function issueCreditNote(
  db: DbOrTx,
  config: InvoiceConfig,
  invoice: InvoiceRow,
  lines: readonly GrossLine[],
  reason: string,
): Promise<InvoiceRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, invoice.orderId));
  if (!order?.billingAddress) throw new Error(`invoiced order ${invoice.orderId} lost its billing`);
  const { doc, year, number } = await numberedDocument(db, config, order, order.billingAddress, {
    kind: 'TD04',
    lines,
    related: { number: invoice.documentNumber, date: invoice.issueDate },
    reason,
  });
  return storeDocument(db, doc, {
    orderId: order.id,
    year,
    number,
    relatedInvoiceId: invoice.id,
  });
}
