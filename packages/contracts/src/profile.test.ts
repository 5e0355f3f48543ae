import { describe, expect, it } from 'vitest';
import { ageOn, isAdult, isIsoDate } from './dates';
import { BillingAddressInput } from './addresses';
import { SignupCheckRequest } from './profile';
import {
  mobilePhoneField,
  passwordField,
  passwordStrength,
  validationKeyOf,
  validationMessages,
} from './validation';

const issues = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('dates', () => {
  it('knows real dates and full years', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(isAdult('2008-11-23', '2026-11-22')).toBe(false);
  });
});

describe('validation messages', () => {
  it('map back to their translation keys', () => {
    expect(validationKeyOf(validationMessages.required)).toBe('required');
    expect(validationKeyOf('something else')).toBeUndefined();
  });

  it('mobile phones are 10 digits starting with 3, spaces ignored', () => {
    expect(mobilePhoneField.parse('333 123 4567')).toBe('3331234567');
    expect(mobilePhoneField.safeParse('051123456').success).toBe(false);
  });

  it('refuses a password of only spaces, keeping the 8-character rule', () => {
    expect(issues(passwordField.safeParse('        '))).toEqual([
      ': ' + validationMessages.passwordBlank,
    ]);
    expect(issues(passwordField.safeParse('\t \n     '))).toEqual([
      ': ' + validationMessages.passwordBlank,
    ]);
    expect(issues(passwordField.safeParse('  '))).toEqual([
      ': ' + validationMessages.passwordLength,
    ]);
    // Kept as typed, spaces included (not 'Spesa 2026': the shop's name and a year, issue 25).
    expect(passwordField.parse(' Melograno 2026 ')).toBe(' Melograno 2026 ');
  });

  it('counts the kinds of characters of a password', () => {
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('Spesa-2026')).toBe(4);
  });
});

describe('signup check', () => {
  it("'check' needs gender and birth place, 'fetch' a card without spaces", () => {
    const base = { firstName: 'Anna', lastName: 'Verdi', birthDate: '1990-01-01' };
    expect(issues(SignupCheckRequest.safeParse({ ...base, '@type': 'check' }))).toEqual([
      'gender: Campo obbligatorio',
      'birthNationId: Campo obbligatorio',
      'birthCountyId: Campo obbligatorio',
      'birthCityId: Campo obbligatorio',
    ]);
    expect(
      issues(SignupCheckRequest.safeParse({ ...base, '@type': 'fetch', cardNumber: '02 123' })),
    ).toEqual(['cardNumber: Carta non valida']);
  });
});

describe('billing address', () => {
  const valid = {
    vatCode: '00743110157',
    companyName: 'Rossi srl',
    phone: '051 123456',
    address: 'Via Roma',
    streetNumber: '1',
    zip: '40121',
    city: 'Bologna',
    county: 'bo',
  };

  it('accepts a complete address and normalises the county', () => {
    expect(BillingAddressInput.parse(valid)).toMatchObject({ county: 'BO', nation: 'IT' });
  });

  it('enforces zip 5, county 2, fax at most 5 and the VAT check digit', () => {
    const result = BillingAddressInput.safeParse({
      ...valid,
      vatCode: '00743110158',
      zip: '4012',
      county: 'B',
      fax: '123456',
    });
    expect(issues(result)).toEqual([
      'vatCode: Partita IVA non valida',
      'fax: Massimo 5 caratteri',
      'zip: CAP non valido (5 cifre)',
      'county: Provincia non valida (2 lettere)',
    ]);
  });
});
