import type { BillingAddress } from './addresses';
import { isValidTaxCode, isValidTaxCodeOrVat, isValidVatNumber } from './tax-codes';
import { validationMessages } from './validation';

/**
 * FatturaPA (issue 32): who an order's invoice goes to, and the billing data the Sistema di
 * Interscambio (SdI) would refuse, as pure rules the checkout form and the server share.
 */

/** TD01 an invoice, TD04 a credit note (nota di credito) that refers to one. */
export const invoiceKinds = ['TD01', 'TD04'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** A business is reached by its codice destinatario or PEC; a consumer in its cassetto fiscale. */
export type InvoiceBuyerKind = 'BUSINESS' | 'CONSUMER';

/** CodiceDestinatario of a consumer (and of a business reached by PEC only). */
export const CONSUMER_RECIPIENT_CODE = '0000000';

/** The 7 characters of an FPR12 codice destinatario (6 are for the public administration). */
const RECIPIENT_CODE = /^[A-Z0-9]{7}$/;

export interface InvoiceBuyer {
  kind: InvoiceBuyerKind;
  /** Partita IVA without the IT prefix (IdFiscaleIVA); only for a business. */
  vatNumber: string | null;
  /** Codice fiscale: a consumer's 16 characters, or a business's own when given. */
  taxCode: string | null;
  recipientCode: string;
  pec: string | null;
}

type BillingData = Pick<BillingAddress, 'vatCode' | 'ssnCode' | 'recipientCode' | 'pec'>;

const clean = (v: string | null | undefined) => {
  const t = v?.trim().toUpperCase();
  return t ? t : null;
};

/**
 * The buyer an address stands for. With a codice destinatario or a PEC it is a business,
 * identified by its partita IVA. Without either it is a consumer (spec 3 still asks the
 * address for a vatCode, which then stays off the invoice): identified by the personal
 * codice fiscale in ssnCode, its invoice left in its cassetto fiscale under '0000000'.
 */
export function invoiceBuyerOf(address: BillingData): InvoiceBuyer {
  const recipientCode = clean(address.recipientCode);
  const pec = address.pec?.trim() || null;
  const taxCode = clean(address.ssnCode);
  if (recipientCode || pec)
    return {
      kind: 'BUSINESS',
      vatNumber: clean(address.vatCode)?.replace(/^IT/, '') ?? null,
      taxCode,
      recipientCode: recipientCode ?? CONSUMER_RECIPIENT_CODE,
      pec,
    };
  return {
    kind: 'CONSUMER',
    vatNumber: null,
    taxCode,
    recipientCode: CONSUMER_RECIPIENT_CODE,
    pec: null,
  };
}

export interface InvoiceFieldProblem {
  field: 'vatCode' | 'ssnCode' | 'recipientCode' | 'pec';
  message: string;
}

/**
 * What SdI would refuse in an invoice request's billing data, field by field (empty when it
 * would be delivered): a partita IVA or codice fiscale whose check character is wrong
 * (SdI 00305, 00306), a codice destinatario that is not 7 letters or digits (00427), and a
 * buyer SdI cannot identify or reach (00417): a business needs its codice destinatario or PEC,
 * a consumer (neither given) the 16-character codice fiscale of a person.
 */
export function invoiceBillingProblems(address: BillingData): InvoiceFieldProblem[] {
  const problems: InvoiceFieldProblem[] = [];
  const vat = clean(address.vatCode);
  const ssn = clean(address.ssnCode);
  const recipient = clean(address.recipientCode);
  if (vat && !isValidVatNumber(vat))
    problems.push({ field: 'vatCode', message: validationMessages.vatCode });
  if (ssn && !isValidTaxCodeOrVat(ssn))
    problems.push({ field: 'ssnCode', message: validationMessages.taxCode });
  if (recipient && !RECIPIENT_CODE.test(recipient))
    problems.push({ field: 'recipientCode', message: validationMessages.recipientCode });
  const buyer = invoiceBuyerOf(address);
  if (buyer.kind === 'BUSINESS' && !vat)
    problems.push({ field: 'vatCode', message: validationMessages.required });
  if (buyer.kind === 'CONSUMER' && !(ssn && isValidTaxCode(ssn)))
    problems.push({ field: 'recipientCode', message: validationMessages.invoiceRecipient });
  return problems;
}
