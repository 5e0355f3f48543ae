import { fatturaXml } from './fattura-xml';
import { sdiProblems, type InvoiceDocument } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { validateAgainstXsd } from './xsd-validation';

export type InvoiceRow = typeof invoices.$inferSelect;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Writes a document's XML, checks it (the XSD, then the SdI rules the XSD cannot state) and
 * stores it with what the checks found. A file with problems is still kept, never lost: the
 * administrators' list shows it, and the checkout rules make it a file that should not occur.
 */
export async function storeDocument(
  db: DbOrTx,
  doc: InvoiceDocument,
  meta: { orderId: number; year: number; number: number; relatedInvoiceId: number | null },
  extraProblems: { code: string; message: string }[] = [],
): Promise<InvoiceRow> {
  const xml = fatturaXml(doc);
  const xsd = await validateAgainstXsd(xml);
  const problems = [
    ...xsd.errors.map((message) => ({ code: 'XSD', message })),
    ...sdiProblems(doc),
    ...extraProblems,
  ];
  const [row] = await db
    .insert(invoices)
    .values({
      orderId: meta.orderId,
      kind: doc.kind,
      year: meta.year,
      number: meta.number,
      documentNumber: doc.number,
      issueDate: doc.date,
      buyerKind: doc.buyer.kind,
      buyerName: doc.buyer.name,
      taxableCents: sum(doc.summaries.map((s) => s.taxableCents)),
      vatCents: sum(doc.summaries.map((s) => s.vatCents)),
      totalCents: doc.totalCents,
      fileName: `IT${doc.seller.vatNumber}_${doc.progressive}.xml`,
      xml,
      document: doc,
      problems,
      relatedInvoiceId: meta.relatedInvoiceId,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row;
}
