import type { SignupCheckResult } from '@spesa/contracts';

/** A demo member of the card registry, with the address the registry holds. */
export const memberResult: SignupCheckResult = {
  type: 'fetch',
  cardNumber: '0200000000017',
  firstName: 'Maria',
  lastName: 'Bianchi',
  birthDate: '1980-04-12',
  gender: 'FEMALE',
  birthNationId: 'IT',
  birthNation: 'Italia',
  birthCountyId: '037',
  birthCounty: 'Bologna',
  birthCityId: '037006',
  birthCity: 'Bologna',
  mobilePhone: '3331234567',
  ssnCode: null,
  address: {
    nationId: 'IT',
    nation: 'Italia',
    countyId: '037',
    county: 'Bologna',
    state: 'Emilia-Romagna',
    cityId: '037006',
    city: 'Bologna',
    zip: '40121',
    address: 'Via Indipendenza',
    streetNumber: '10',
  },
};

/** What an identity check echoes back for a new card: nothing held beyond what was typed. */
export const newCardResult: SignupCheckResult = {
  type: 'check',
  cardNumber: null,
  firstName: 'Luca',
  lastName: 'Verdi',
  birthDate: '1990-01-31',
  gender: 'MALE',
  birthNationId: 'IT',
  birthNation: 'Italia',
  birthCountyId: '058',
  birthCounty: 'Roma',
  birthCityId: '058091',
  birthCity: 'Roma',
  mobilePhone: null,
  ssnCode: null,
  address: null,
};
