import { centsToEuro, replyId, type InvoiceItem } from '@spesa/contracts';
import type { InvoiceListRow } from './invoices-repository';

export function toInvoiceItem({ invoice, orderCode, relatedNumber }: InvoiceListRow): InvoiceItem {
  return {
    id: replyId(invoice.id),
    orderId: replyId(invoice.orderId),
    orderCode,
    kind: invoice.kind,
    number: invoice.documentNumber,
    date: invoice.issueDate,
    buyerName: invoice.buyerName,
    buyerKind: invoice.buyerKind,
    taxable: centsToEuro(invoice.taxableCents),
    vat: centsToEuro(invoice.vatCents),
    total: centsToEuro(invoice.totalCents),
    fileName: invoice.fileName,
    problems: invoice.problems,
    relatedNumber,
  };
}
