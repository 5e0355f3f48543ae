import { z } from 'zod';
import { EntityId, EntityIdParam, ReplyId } from './ids';
import { isValidTaxCodeOrVat, isValidVatNumber } from './tax-codes';
import { optionalText, requiredText, validationMessages, zipField } from './validation';

/** The nation id of Italy; every other nation is foreign (spec 4, address pickers). */
export const ITALY_NATION_ID = 'IT';
/** The county every foreign address gets: 'EE', estero, as Italian forms write it. */
export const FOREIGN_COUNTY = { id: 'EE', name: 'Estero' } as const;

/** A shipping address as stored and answered (spec 3, Address). */
export const Address = z.object({
  id: ReplyId,
  address: z.string(),
  streetNumber: z.string(),
  city: z.string(),
  /** The ISTAT code of the comune; for a foreign nation or city, the city name. */
  cityId: z.string(),
  county: z.string(),
  countyId: z.string(),
  state: z.string().nullable(),
  zip: z.string(),
  nation: z.string(),
  nationId: z.string(),
  /** The registration address: never editable nor deletable. */
  fromRemote: z.boolean(),
  foreignNation: z.boolean(),
  foreignCity: z.boolean(),
});
export type Address = z.infer<typeof Address>;

/**
 * What the address form sends (spec 7: id only on update). Names are accepted as a hint: for
 * Italian addresses the server takes city, county and state names from the ids.
 */
export const AddressInput = z.object({
  id: EntityId.optional(),
  address: requiredText(120),
  streetNumber: requiredText(10),
  city: requiredText(80),
  cityId: requiredText(80),
  county: optionalText(80),
  countyId: requiredText(10),
  state: optionalText(80),
  zip: zipField,
  nation: optionalText(80),
  nationId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, validationMessages.required)
    .default(ITALY_NATION_ID),
  foreignCity: z.boolean().optional(),
});
export type AddressInput = z.input<typeof AddressInput>;
export type AddressInputParsed = z.output<typeof AddressInput>;

function exactText(length: number, message: string) {
  return z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, validationMessages.required)
    .length(length, message);
}

/** Spec 3, billing address. */
export const BillingAddress = z.object({
  id: ReplyId,
  vatCode: z.string(),
  ssnCode: z.string().nullable(),
  companyName: z.string(),
  phone: z.string(),
  fax: z.string().nullable(),
  pec: z.string().nullable(),
  recipientCode: z.string().nullable(),
  address: z.string(),
  streetNumber: z.string(),
  zip: z.string(),
  city: z.string(),
  county: z.string(),
  nation: z.string(),
});
export type BillingAddress = z.infer<typeof BillingAddress>;

/** Spec 5, billing address: every rule, checked on blur in the form and again by the server. */
export const BillingAddressInput = z.object({
  id: EntityId.optional(),
  vatCode: requiredText(13)
    .toUpperCase()
    .refine(isValidVatNumber, validationMessages.vatCode)
    .transform((v) => v.replace(/^IT/, '')),
  ssnCode: optionalText(16)
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || isValidTaxCodeOrVat(v), validationMessages.taxCode),
  companyName: requiredText(120),
  phone: requiredText(20)
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{6,15}$/, validationMessages.phone)),
  fax: optionalText(20).refine((v) => v === undefined || v.length <= 5, validationMessages.fax),
  pec: optionalText(254).refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    validationMessages.email,
  ),
  // FPR12's codice destinatario: 7 letters or digits (issue 32); still optional, as spec 5 says.
  recipientCode: optionalText(7)
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || /^[A-Z0-9]{7}$/.test(v), validationMessages.recipientCode),
  address: requiredText(120),
  streetNumber: requiredText(10),
  // Only the exact-length rule: a 'too long' message first would hide the spec's own text.
  zip: exactText(5, validationMessages.zip),
  city: requiredText(80),
  county: exactText(2, validationMessages.county).toUpperCase(),
  nation: optionalText(80).transform((v) => v ?? ITALY_NATION_ID),
});
export type BillingAddressInput = z.input<typeof BillingAddressInput>;
export type BillingAddressInputParsed = z.output<typeof BillingAddressInput>;

export const DeleteByIdRequest = z.object({ id: EntityIdParam });
export type DeleteByIdRequest = z.input<typeof DeleteByIdRequest>;

/** Spec 3, address lookup items. */
export const LookupItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Two-letter plate code, for counties. */
  code: z.string().optional(),
  foreignNation: z.boolean().optional(),
  foreignCity: z.boolean().optional(),
});
export type LookupItem = z.infer<typeof LookupItem>;

const lookupText = z
  .string()
  .trim()
  .max(80)
  .optional()
  .transform((v) => (v ? v : undefined));
const requiredId = z.string({ error: validationMessages.required }).trim().min(1).max(80);

export const NationsQuery = z.object({ q: lookupText });
export const CountiesQuery = z.object({ nationId: requiredId.toUpperCase(), q: lookupText });
export const CitiesQuery = z.object({
  countyId: requiredId,
  nationId: requiredId.toUpperCase().default(ITALY_NATION_ID),
  q: lookupText,
});
export const ZipcodesQuery = z.object({ cityId: requiredId, q: lookupText });
export const StreetsQuery = z.object({
  cityName: requiredId,
  nation: requiredId.toUpperCase().default(ITALY_NATION_ID),
  q: lookupText,
});
export type NationsQuery = z.infer<typeof NationsQuery>;
export type CountiesQuery = z.infer<typeof CountiesQuery>;
export type CitiesQuery = z.infer<typeof CitiesQuery>;
export type ZipcodesQuery = z.infer<typeof ZipcodesQuery>;
export type StreetsQuery = z.infer<typeof StreetsQuery>;

/** City search starts at 2 digits or 3 letters (spec 5: more than 1 numeric, more than 2 text). */
export function cityQueryLongEnough(q: string): boolean {
  const text = q.trim();
  return /^\d+$/.test(text) ? text.length > 1 : text.length > 2;
}

/** Spec 4: debounce of address, city and store searches. */
export const LOOKUP_DEBOUNCE_MS = 1000;

/** Spec 5, invoice: the fields a billing address needs before an order can be invoiced. */
const REQUIRED_FOR_INVOICE = [
  'vatCode',
  'companyName',
  'address',
  'streetNumber',
  'zip',
  'city',
  'county',
  'phone',
] as const satisfies readonly (keyof BillingAddress)[];

/** Checked by the checkout form and again by the server when the order is placed. */
export function isBillingCompleteForInvoice(
  address: Pick<BillingAddress, (typeof REQUIRED_FOR_INVOICE)[number]>,
): boolean {
  const filled = REQUIRED_FOR_INVOICE.every((field) => address[field].trim() !== '');
  return filled && address.zip.trim().length === 5 && address.county.trim().length === 2;
}
