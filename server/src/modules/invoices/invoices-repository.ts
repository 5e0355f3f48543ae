import { aliasedTable, and, asc, between, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { AppError } from '../../http/app-error';

const related = aliasedTable(invoices, 'related');

const columns = {
  invoice: getTableColumns(invoices),
  orderCode: orders.code,
  relatedNumber: related.documentNumber,
};

function listQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(related, eq(related.id, invoices.relatedInvoiceId));
}

export interface InvoiceListRow {
  invoice: typeof invoices.$inferSelect;
  orderCode: number;
  relatedNumber: string | null;
}

/** A customer's order's documents, oldest first; none for an order that is not theirs. */
export function listOrderInvoices(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<InvoiceListRow[]> {
  return listQuery(db)
    .where(and(eq(invoices.orderId, orderId), eq(orders.userId, userId)))
    .orderBy(asc(invoices.id));
}

/** One of a customer's documents, or 'Elemento non trovato' (another's reads the same). */
export async function findOwnInvoice(
  db: DbOrTx,
  userId: number,
  orderId: number,
  invoiceId: number,
): Promise<InvoiceListRow> {
  const [row] = await listQuery(db).where(
    and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId), eq(orders.userId, userId)),
  );
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: 'Fattura non trovata' });
  return row;
}

export async function findInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceListRow> {
  const [row] = await listQuery(db).where(eq(invoices.id, invoiceId));
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: 'Fattura non trovata' });
  return row;
}

/** Every document issued in a period (both days included), by number. */
export function listPeriodInvoices(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<InvoiceListRow[]> {
  return listQuery(db)
    .where(between(invoices.issueDate, from, to))
    .orderBy(asc(invoices.year), asc(invoices.number));
}

/** An order's documents for the staff, oldest first. */
export function listStaffOrderInvoices(db: DbOrTx, orderId: number): Promise<InvoiceListRow[]> {
  return listQuery(db).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}
