import type { InvoiceBuyer, InvoiceKind } from './fatturapa';

/**
 * An invoice as the shop computes it, before it is written as FatturaPA XML: money in cents,
 * quantities in thousandths, so that the SdI checks (fatturapa-checks.ts) add up exactly.
 */

/** The seller (CedentePrestatore), from the shop's configuration. */
export interface InvoiceSeller {
  vatNumber: string;
  taxCode: string | null;
  name: string;
  /** RF01 ordinary VAT regime, RF19 flat-rate... (FatturaPA RegimeFiscale). */
  taxRegime: string;
  address: string;
  streetNumber: string | null;
  zip: string;
  city: string;
  county: string;
}

export interface InvoiceBuyerData extends InvoiceBuyer {
  name: string;
  address: string;
  streetNumber: string | null;
  zip: string;
  city: string;
  county: string;
}

export interface InvoiceLine {
  description: string;
  um: 'KG' | 'PZ';
  quantityMilli: number;
  /** The line's taxable amount (PrezzoTotale), VAT out. */
  taxableCents: number;
  /** Percent, e.g. 4, 10, 22; 0 carries a nature. */
  vatRate: number;
  nature: string | null;
}

/** DatiRiepilogo: one per VAT rate (and nature). */
export interface InvoiceSummary {
  vatRate: number;
  nature: string | null;
  taxableCents: number;
  vatCents: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** Numero, e.g. '2026/17'. */
  number: string;
  /** Data, YYYY-MM-DD. */
  date: string;
  /** ProgressivoInvio: unique per file sent (5 characters of [A-Za-z0-9]). */
  progressive: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyerData;
  /** The order's number, as the customer reads it. */
  orderCode: string;
  orderDate: string;
  lines: InvoiceLine[];
  summaries: InvoiceSummary[];
  totalCents: number;
  /** ModalitaPagamento: MP01 cash, MP05 bank transfer, MP08 card. */
  paymentMethod: string;
  paymentCents: number;
  /** The invoice a credit note (TD04) refers to. */
  related: { number: string; date: string } | null;
  /** A credit note's reason (Causale). */
  reason: string | null;
}
