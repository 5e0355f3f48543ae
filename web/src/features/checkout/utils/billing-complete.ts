import type { BillingAddress } from '@spesa/contracts';

/** Spec 5, invoice: the fields a billing address needs before an order can be invoiced. */
const requiredForInvoice = [
  'vatCode',
  'companyName',
  'address',
  'streetNumber',
  'zip',
  'city',
  'county',
  'phone',
] as const satisfies readonly (keyof BillingAddress)[];

export function isBillingComplete(address: BillingAddress): boolean {
  return requiredForInvoice.every((field) => {
    const value = address[field];
    return typeof value === 'string' && value.trim() !== '';
  });
}
