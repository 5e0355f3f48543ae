import { z } from 'zod';
import { isIsoDate } from './dates';
import { invoiceKinds } from './fatturapa';
import { EntityIdParam, ReplyId } from './ids';
import { validationMessages } from './validation';

/** One FatturaPA document of an order (issue 32), as the customer and the staff list it. */
export const InvoiceItem = z.object({
  id: ReplyId,
  orderId: ReplyId,
  orderCode: z.number().int(),
  kind: z.enum(invoiceKinds),
  /** Numero, e.g. '2026/17'. */
  number: z.string(),
  /** yyyy-MM-dd. */
  date: z.string(),
  buyerName: z.string(),
  buyerKind: z.enum(['BUSINESS', 'CONSUMER']),
  taxable: z.number(),
  vat: z.number(),
  total: z.number(),
  /** The name SdI knows the file by, IT<partita IVA>_<progressive>.xml. */
  fileName: z.string(),
  /** What the XSD or the SdI checks found; empty for a file ready to send. */
  problems: z.array(z.object({ code: z.string(), message: z.string() })),
  /** The invoice a credit note (TD04) corrects. */
  relatedNumber: z.string().nullable(),
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

export const OrderInvoicesParam = z.object({ id: EntityIdParam });
export const OrderInvoiceParam = z.object({ id: EntityIdParam, invoiceId: EntityIdParam });
export const StaffInvoiceParam = z.object({ id: EntityIdParam });

const isoDay = z.string().trim().refine(isIsoDate, validationMessages.date);

/** The longest period one list or ZIP covers: a year, the accountant's widest ask. */
export const MAX_INVOICE_PERIOD_DAYS = 366;

/** An issue-date period, both ends included. */
export const InvoicePeriodQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: validationMessages.date, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= MAX_INVOICE_PERIOD_DAYS, {
    message: 'Periodo troppo lungo: al massimo un anno',
    path: ['to'],
  });
export type InvoicePeriodQuery = z.infer<typeof InvoicePeriodQuery>;

/** POST /cli/staff/orders/{id}/refund: a prepared line given back after completion. */
export const RefundLineRequest = z.object({
  itemId: EntityIdParam,
  reason: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, validationMessages.required)
    .max(150, validationMessages.tooLong),
});
export type RefundLineRequest = z.input<typeof RefundLineRequest>;
