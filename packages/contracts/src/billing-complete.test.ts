import { describe, expect, it } from 'vitest';
import { isBillingCompleteForInvoice as isBillingComplete, type BillingAddress } from './addresses';

const complete: BillingAddress = {
  id: '1',
  vatCode: '01234567897',
  ssnCode: null,
  companyName: 'Forno Rossi srl',
  phone: '051234567',
  fax: null,
  pec: null,
  recipientCode: null,
  address: 'Via Irnerio',
  streetNumber: '3',
  zip: '40126',
  city: 'Bologna',
  county: 'BO',
  nation: 'IT',
};

describe('isBillingComplete', () => {
  it('accepts an address with every invoice field, optional ones empty', () => {
    expect(isBillingComplete(complete)).toBe(true);
  });

  it.each(['vatCode', 'companyName', 'address', 'streetNumber', 'zip', 'city', 'county', 'phone'])(
    'refuses an address without %s',
    (field) => {
      expect(isBillingComplete({ ...complete, [field]: ' ' })).toBe(false);
    },
  );

  it('refuses a zip that is not 5 characters or a county that is not 2', () => {
    expect(isBillingComplete({ ...complete, zip: '4012' })).toBe(false);
    expect(isBillingComplete({ ...complete, county: 'BOL' })).toBe(false);
  });
});
