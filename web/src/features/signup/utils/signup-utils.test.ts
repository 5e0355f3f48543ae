import { romeToday, validationMessages } from '@spesa/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberResult, newCardResult } from '../testing/signup-fixtures';
import { buildSignupRequest, type SignupParts } from './build-signup-request';
import { checkRequest } from './check-request';
import { knownResult } from './known-result';
import { detailsFormSchema, detailsFromResult } from './details-schema';
import { accountFormSchema, checkFormSchema, consentsFormSchema } from './signup-schemas';

function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const identity = { firstName: 'Luca', lastName: 'Verdi', cardNumber: '', birthCounty: '' };

describe('signup step schemas', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts an 18th birthday today and refuses the day after, on the Rome calendar', () => {
    // 23:30 UTC on 14 June is already 15 June in Rome.
    vi.useFakeTimers({ now: new Date('2026-06-14T23:30:00Z') });
    expect(romeToday()).toBe('2026-06-15');
    const base = { ...identity, '@type': 'fetch' as const, cardNumber: '0200000000017' };
    expect(checkFormSchema.safeParse({ ...base, birthDate: '2008-06-15' }).success).toBe(true);
    const young = checkFormSchema.safeParse({ ...base, birthDate: '2008-06-16' });
    expect(messagesOf(young)).toEqual({ birthDate: validationMessages.underage });
    const future = checkFormSchema.safeParse({ ...base, birthDate: '2026-06-16' });
    expect(messagesOf(future)).toEqual({ birthDate: validationMessages.futureDate });
  });

  it('requires gender and birth place for a new card only, and the card for a linked one', () => {
    const check = checkFormSchema.safeParse({
      ...identity,
      '@type': 'check',
      birthDate: '1990-01-31',
    });
    expect(Object.keys(messagesOf(check)).sort()).toEqual([
      'birthCityId',
      'birthCountyId',
      'birthNationId',
      'gender',
    ]);
    const fetch = checkFormSchema.safeParse({
      ...identity,
      '@type': 'fetch',
      birthDate: '1990-01-31',
    });
    expect(messagesOf(fetch)).toEqual({ cardNumber: validationMessages.required });
  });

  it('reports a mismatch only once the confirmation is typed', () => {
    const empty = accountFormSchema.safeParse({
      email: 'a@b.it',
      password: 'Melograno-2026',
      passwordConfirm: '',
    });
    expect(messagesOf(empty)).toEqual({ passwordConfirm: validationMessages.required });
    const short = accountFormSchema.safeParse({
      email: 'x',
      password: 'abc',
      passwordConfirm: 'abd',
    });
    expect(messagesOf(short)).toEqual({
      email: validationMessages.email,
      password: validationMessages.passwordLength,
      passwordConfirm: validationMessages.passwordMismatch,
    });
  });

  it('refuses a password made of the e-mail, or guessable without a list (issue 25)', () => {
    const own = accountFormSchema.safeParse({
      email: 'luca.verdi@example.it',
      password: 'Luca.Verdi-90',
      passwordConfirm: 'Luca.Verdi-90',
    });
    expect(messagesOf(own)).toEqual({ password: validationMessages.passwordEmail });
    for (const password of ['aaaaaaaa', 'spesa2026']) {
      const weak = accountFormSchema.safeParse({
        email: 'luca.verdi@example.it',
        password,
        passwordConfirm: password,
      });
      expect(messagesOf(weak)).toEqual({ password: validationMessages.passwordCommon });
    }
  });

  it('needs the first two consents ticked', () => {
    const none = consentsFormSchema.safeParse({
      accept1: false,
      accept2: false,
      accept3: false,
      accept4: false,
    });
    expect(messagesOf(none)).toEqual({
      accept1: validationMessages.consent,
      accept2: validationMessages.consent,
    });
  });
});

describe('signup payloads', () => {
  it('sends only the card or only the identity check fields', () => {
    const fetch = checkFormSchema.parse({
      ...identity,
      '@type': 'fetch',
      cardNumber: ' 0200000000017 ',
      birthDate: '1980-04-12',
      birthNationId: 'IT',
    });
    expect(checkRequest(fetch)).toEqual({
      '@type': 'fetch',
      cardNumber: '0200000000017',
      firstName: 'Luca',
      lastName: 'Verdi',
      birthDate: '1980-04-12',
    });
  });

  function parts(type: SignupParts['type']): SignupParts {
    const result = type === 'fetch' ? memberResult : newCardResult;
    const details = detailsFormSchema.parse({
      ...detailsFromResult(result, undefined),
      mobilePhone: '333 123 4567',
      address: detailsFromResult(memberResult, undefined).address,
    });
    return {
      type,
      result,
      check: checkFormSchema.parse({
        ...identity,
        '@type': type,
        cardNumber: type === 'fetch' ? '0200000000017' : '',
        birthDate: result.birthDate,
        gender: 'MALE',
        birthNationId: 'IT',
        birthCountyId: '058',
        birthCityId: '058091',
      }),
      details,
      account: accountFormSchema.parse({
        email: 'Luca@Example.it',
        password: 'Melograno-2026',
        passwordConfirm: 'Melograno-2026',
      }),
      consents: consentsFormSchema.parse({ accept1: true, accept2: true, accept4: true }),
      language: 'it',
    };
  }

  it("'check' asks for a new card and sends none", () => {
    const request = buildSignupRequest(parts('check'));
    expect(request.createRemote).toBe(true);
    expect(request.profile).not.toHaveProperty('cards');
    expect(request.username).toBe('luca@example.it');
    expect(request.profile).toMatchObject({ email: 'luca@example.it', mobilePhone: '3331234567' });
    expect(request.profile).toMatchObject({ accept3: false, accept4: true });
  });

  it("'fetch' links the checked card and takes name and birth date from the check", () => {
    const request = buildSignupRequest(parts('fetch'));
    expect(request.createRemote).toBe(false);
    expect(request.profile.cards).toEqual([{ code: '0200000000017' }]);
    expect(request.profile).toMatchObject({
      firstName: 'Maria',
      birthDate: '1980-04-12',
      gender: 'FEMALE',
    });
  });
});

describe('knownResult', () => {
  const typed = checkFormSchema.parse({
    ...identity,
    '@type': 'check',
    birthDate: '1990-01-31',
    gender: 'MALE',
    birthNationId: 'IT',
    birthNation: 'Italia',
    birthCountyId: '058',
    birthCounty: 'Roma',
    birthCityId: '058091',
    birthCity: 'Roma',
  });

  it('completes a bare identity answer with the gender and birth place just typed', () => {
    const bare = { ...newCardResult, gender: null, birthCityId: null, birthCity: null };
    expect(knownResult(bare, typed)).toMatchObject({
      gender: 'MALE',
      birthCityId: '058091',
      birthCity: 'Roma',
    });
  });

  it("keeps a card member's answer as the registry gave it", () => {
    const fetchTyped = { ...typed, '@type': 'fetch' as const };
    const member = { ...memberResult, birthNationId: null };
    expect(knownResult(member, fetchTyped).birthNationId).toBeNull();
  });
});
