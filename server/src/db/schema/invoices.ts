import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { invoiceKinds, type InvoiceDocument } from '@spesa/contracts';
import { orderItems, orders } from './orders';
import { staff } from './staff';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * The FatturaPA documents of invoiced orders (issue 32): the invoice (TD01) written in the
 * transaction that completes and captures the order, and the credit notes (TD04) that refer
 * to it. One invoice per order (invoices_order_invoice_key): a retried completion meets the
 * index instead of a second invoice. Numbers run per year over both kinds, without gaps
 * (invoice_counters). The XML is kept as written; `problems` lists what the XSD or the SdI
 * checks found (empty when the file is ready for SdI).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** Numero as the document carries it, e.g. '2026/17'. */
    documentNumber: text('document_number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    buyerKind: text('buyer_kind', { enum: ['BUSINESS', 'CONSUMER'] }).notNull(),
    buyerName: text('buyer_name').notNull(),
    taxableCents: integer('taxable_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The file name SdI expects: IT<seller partita IVA>_<progressive>.xml. */
    fileName: text('file_name').notNull(),
    xml: text('xml').notNull(),
    /** The document the XML was written from: the readable copy is drawn from it. */
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    problems: jsonb('problems').$type<{ code: string; message: string }[]>().notNull(),
    /** A credit note's invoice. */
    relatedInvoiceId: integer('related_invoice_id').references((): AnyPgColumn => invoices.id),
    /** What became of the file at SdI, once an adapter sends it (NOT_SENT without one). */
    sdiStatus: text('sdi_status', { enum: ['NOT_SENT', 'SENT', 'FAILED'] })
      .notNull()
      .default('NOT_SENT'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('invoices_year_number_key').on(t.year, t.number),
    uniqueIndex('invoices_order_invoice_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'TD01'`),
    index('invoices_issue_date_idx').on(t.issueDate),
    check(
      'invoices_credit_note_check',
      sql`(${t.kind} = 'TD04') = (${t.relatedInvoiceId} is not null)`,
    ),
  ],
);

/** The last number given in a year: the row lock makes numbering gapless and serial. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A prepared line given back after the order was completed and charged: its amount refunded
 * (to the card, for an online-card order) and, for an invoiced order, the credit note (TD04)
 * written in the same transaction. One refund per line (invoice_refunds_item_key).
 */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    creditNoteId: integer('credit_note_id').references(() => invoices.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('invoice_refunds_item_key').on(t.orderItemId),
    check('invoice_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);
