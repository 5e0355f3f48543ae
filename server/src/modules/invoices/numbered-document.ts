import { romeToday } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema';
import type { InvoiceConfig } from '../../invoice-config';
import { invoiceDocument, type DocumentInput } from './invoice-document';
import { nextInvoiceNumber } from './invoice-numbering';

type OrderRow = typeof orders.$inferSelect;

/**
 * An order's invoice or credit note dated today with the year's next number (taken in the
 * caller's transaction): the one place both documents get their number, date, seller and
 * the order's billing and reference.
 */
export async function numberedDocument(
  db: DbOrTx,
  config: InvoiceConfig,
  order: OrderRow,
  billing: NonNullable<OrderRow['billingAddress']>,
  content: Pick<DocumentInput, 'kind' | 'lines' | 'related' | 'reason'>,
) {
  const date = romeToday();
  const year = Number(date.slice(0, 4));
  const number = await nextInvoiceNumber(db, year);
  const doc = invoiceDocument({
    ...content,
    year,
    number,
    date,
    seller: config.seller,
    billing,
    order: { code: order.code, date: romeToday(order.createdAt), paymentMode: order.paymentMode },
  });
  return { doc, year, number };
}
