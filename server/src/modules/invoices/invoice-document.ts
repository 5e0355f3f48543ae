import {
  invoiceBuyerOf,
  type BillingAddress,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceSeller,
  type PaymentMode,
} from '@spesa/contracts';
import { invoiceAmounts, type GrossLine } from './invoice-amounts';

/** FatturaPA ModalitaPagamento: MP01 cash, MP08 a payment card (credit, debit or online). */
export function paymentMethodOf(mode: PaymentMode): string {
  return mode === 'CASH' ? 'MP01' : 'MP08';
}

/**
 * ProgressivoInvio from the document's year and number: the year's last digit then the number
 * in base 36 on 4 characters, e.g. '6000H' for 2026/17. Unique among the seller's files for ten
 * years of up to 1.6 million documents each.
 */
export function progressiveOf(year: number, number: number): string {
  return `${year % 10}${number.toString(36).toUpperCase().padStart(4, '0')}`;
}

export interface DocumentInput {
  kind: InvoiceKind;
  year: number;
  number: number;
  date: string;
  seller: InvoiceSeller;
  billing: Omit<BillingAddress, 'id'>;
  order: { code: number; date: string; paymentMode: PaymentMode };
  lines: readonly GrossLine[];
  related: { number: string; date: string } | null;
  reason: string | null;
}

/** The invoice or credit note of an order, its amounts split by rate from what was charged. */
export function invoiceDocument(input: DocumentInput): InvoiceDocument {
  const { billing } = input;
  const amounts = invoiceAmounts(input.lines);
  return {
    kind: input.kind,
    number: `${input.year}/${input.number}`,
    date: input.date,
    progressive: progressiveOf(input.year, input.number),
    seller: input.seller,
    buyer: {
      ...invoiceBuyerOf(billing),
      name: billing.companyName,
      address: billing.address,
      streetNumber: billing.streetNumber || null,
      zip: billing.zip,
      city: billing.city,
      county: billing.county,
    },
    orderCode: String(input.order.code),
    orderDate: input.order.date,
    lines: amounts.lines,
    summaries: amounts.summaries,
    totalCents: amounts.totalCents,
    paymentMethod: paymentMethodOf(input.order.paymentMode),
    paymentCents: amounts.totalCents,
    related: input.related,
    reason: input.reason,
  };
}
