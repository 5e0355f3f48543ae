import type { Address, BillingAddress, User } from '@spesa/contracts';
import { useUserStore } from '@/shared/state/user-store';

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
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
    id: 1,
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
  const user: User = {
    id: 7,
    username: 'demo@spesa.it',
    email: 'demo@spesa.it',
    firstName: 'Maria',
    lastName: 'Rossi',
    birthDate: '1980-01-01',
    gender: 'FEMALE',
    birthNationId: 'IT',
    birthNation: 'Italia',
    birthCountyId: '037',
    birthCounty: 'Bologna',
    birthCityId: '037006',
    birthCity: 'Bologna',
    mobilePhone: '3331234567',
    homePhone: null,
    ssnCode: null,
    cards: [],
    address: null,
    defaultStore: null,
    attrib1: null,
    language: 'it',
    accept1: true,
    accept2: true,
    accept3: false,
    accept4: false,
    ...overrides,
  };
  useUserStore.setState({ user });
  return user;
}
