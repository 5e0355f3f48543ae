import { isValidVatNumber, type InvoiceSeller } from '@spesa/contracts';
import { z } from 'zod';

/**
 * The seller of the FatturaPA invoices (issue 32, CedentePrestatore): the cooperative's own
 * data. The defaults are a demo seller with a partita IVA that passes the check digit but
 * belongs to nobody; a real shop sets every INVOICE_SELLER_* variable (docs/configuration.md).
 */
export const InvoiceEnvSchema = z.object({
  INVOICE_SELLER_VAT: z
    .string()
    .trim()
    .default('03512340377')
    .refine(isValidVatNumber, 'must be an 11-digit partita IVA with its check digit'),
  INVOICE_SELLER_TAX_CODE: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null),
  INVOICE_SELLER_NAME: z.string().trim().min(1).max(80).default('Spesa Società Cooperativa (demo)'),
  INVOICE_SELLER_REGIME: z
    .string()
    .trim()
    .regex(/^RF(0[1-9]|1[0-9])$/, 'must be a FatturaPA RegimeFiscale, RF01 to RF19')
    .default('RF01'),
  INVOICE_SELLER_ADDRESS: z.string().trim().min(1).max(60).default('Via Rizzoli'),
  INVOICE_SELLER_STREET_NUMBER: z.string().trim().max(8).default('1'),
  INVOICE_SELLER_ZIP: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'must be 5 digits')
    .default('40125'),
  INVOICE_SELLER_CITY: z.string().trim().min(1).max(60).default('Bologna'),
  INVOICE_SELLER_COUNTY: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'must be the 2-letter province')
    .default('BO'),
  /** How files reach SdI: 'none' (the default) keeps them ready for download only. */
  INVOICE_SDI_ADAPTER: z.enum(['none']).default('none'),
});

export interface InvoiceConfig {
  seller: InvoiceSeller;
  /** The SdI intermediary the files go to; 'none': nothing is sent (sdi-adapter.ts). */
  sdiAdapter: 'none';
}

export function invoiceConfigOf(e: z.infer<typeof InvoiceEnvSchema>): InvoiceConfig {
  return {
    seller: {
      vatNumber: e.INVOICE_SELLER_VAT.replace(/^IT/i, ''),
      taxCode: e.INVOICE_SELLER_TAX_CODE,
      name: e.INVOICE_SELLER_NAME,
      taxRegime: e.INVOICE_SELLER_REGIME,
      address: e.INVOICE_SELLER_ADDRESS,
      streetNumber: e.INVOICE_SELLER_STREET_NUMBER || null,
      zip: e.INVOICE_SELLER_ZIP,
      city: e.INVOICE_SELLER_CITY,
      county: e.INVOICE_SELLER_COUNTY,
    },
    sdiAdapter: e.INVOICE_SDI_ADAPTER,
  };
}
