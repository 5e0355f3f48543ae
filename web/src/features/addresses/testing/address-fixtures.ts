import type { Address, BillingAddress, User } from '@spesa/contracts';
import { makeUser } from '@/shared/api/testing/user-fixture';
import { useUserStore } from '@/shared/state/user-store';

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: '1',
    address: 'Via Indipendenza',
    streetNumber: '8',
    city: 'Bologna',
    cityId: '037006',
    county: 'BO',
    countyId: '037',
    state: 'Emilia-Romagna',
    zip: '40121',
    nation: 'Italia',
    nationId: 'IT',
    fromRemote: false,
    foreignNation: false,
    foreignCity: false,
    ...overrides,
  };
}

export function makeBillingAddress(overrides: Partial<BillingAddress> = {}): BillingAddress {
  return {
    id: '1',
    vatCode: '01234567897',
    ssnCode: null,
    companyName: 'Forno Rossi srl',
    phone: '051234567',
    fax: null,
    pec: 'forno@pec.it',
    recipientCode: 'ABC1234',
    address: 'Via Irnerio',
    streetNumber: '3',
    zip: '40126',
    city: 'Bologna',
    county: 'BO',
    nation: 'IT',
    ...overrides,
  };
}

/** Logs a customer in as the user store knows it. */
export function logInTestUser(overrides: Partial<User> = {}): User {
  const user = makeUser(overrides);
  useUserStore.setState({ user });
  return user;
}
