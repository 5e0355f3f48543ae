import type { BillingAddress, BillingAddressInput } from '@spesa/contracts';

type BillingText = Exclude<keyof BillingAddressInput, 'id'>;

/** The billing form's values: every text present so each input stays controlled. */
export type BillingDraft = Record<BillingText, string>;

export function emptyBillingDraft(): BillingDraft {
  return {
    vatCode: '',
    ssnCode: '',
    companyName: '',
    phone: '',
    fax: '',
    pec: '',
    recipientCode: '',
    address: '',
    streetNumber: '',
    zip: '',
    city: '',
    county: '',
    nation: '',
  };
}

/** A saved billing address as the form edits it (absent optional texts become empty). */
export function billingDraft(address: BillingAddress): BillingDraft {
  return {
    vatCode: address.vatCode,
    ssnCode: address.ssnCode ?? '',
    companyName: address.companyName,
    phone: address.phone,
    fax: address.fax ?? '',
    pec: address.pec ?? '',
    recipientCode: address.recipientCode ?? '',
    address: address.address,
    streetNumber: address.streetNumber,
    zip: address.zip,
    city: address.city,
    county: address.county,
    nation: address.nation,
  };
}
