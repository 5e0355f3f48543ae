import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  ErrorEnvelope,
  isValidTaxCode,
  SignupCheckResult,
  type SignupCheckRequest,
} from '@spesa/contracts';
import { minorBirthDate } from '../../seed/loyalty-cards';
import { buildTestApp, type TestApp } from '../../testing';
import { fetchCheck, registryCard } from '../../testing/signup-fixtures';

const CheckAnswer = envelope(SignupCheckResult);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function post(body: SignupCheckRequest | Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/cli/profiles/signupcheck', payload: body });
}

async function checked(body: SignupCheckRequest): Promise<SignupCheckResult> {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(200);
  return CheckAnswer.parse(res.json()).data;
}

async function refused(body: SignupCheckRequest | Record<string, unknown>, status: number) {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(status);
  return ErrorEnvelope.parse(res.json());
}

describe("POST /cli/profiles/signupcheck, '@type' fetch", () => {
  it('answers the registry data and the address to prefill for a free card', async () => {
    const card = await registryCard(t.db.db, 'Luca', 'Ferrari');
    // Case and accents as a customer types them.
    const data = await checked({ ...fetchCheck(card), firstName: ' LUCA', lastName: 'ferrari' });
    expect(data).toMatchObject({
      type: 'fetch',
      cardNumber: card.code,
      firstName: 'Luca',
      lastName: 'Ferrari',
      birthDate: '1985-04-12',
      gender: 'MALE',
      birthNationId: 'IT',
      birthNation: 'Italia',
      birthCountyId: '037',
      birthCounty: 'Bologna',
      birthCityId: '037006',
      birthCity: 'Bologna',
      ssnCode: 'FRRLCU85D12A944P',
      address: {
        address: 'Via Emilia',
        streetNumber: '251',
        city: 'San Lazzaro di Savena',
        cityId: '037054',
        countyId: '037',
        zip: '40068',
        nationId: 'IT',
      },
    });
    expect(data.mobilePhone).toMatch(/^3\d{9}$/);
    expect(isValidTaxCode(data.ssnCode ?? '')).toBe(true);
  });

  it('matches names without accents and apostrophes', async () => {
    const card = await registryCard(t.db.db, 'Niccolò', "D'Angelo");
    const data = await checked({ ...fetchCheck(card), firstName: 'Niccolo', lastName: 'DANGELO' });
    expect(data).toMatchObject({ firstName: 'Niccolò', lastName: "D'Angelo", birthCity: 'Napoli' });
  });

  it('names a foreign birth place', async () => {
    const card = await registryCard(t.db.db, 'Elena', 'Brunner');
    const data = await checked(fetchCheck(card));
    expect(data).toMatchObject({
      birthNationId: 'CH',
      birthNation: 'Svizzera',
      birthCountyId: 'EE',
      birthCityId: 'Zurigo',
      birthCity: 'Zurigo',
    });
    expect(data.ssnCode).toMatch(/Z133.$/);
  });

  it('gives one answer (35) for an unknown card and for another identity', async () => {
    const card = await registryCard(t.db.db, 'Luca', 'Ferrari');
    const wrongDate = await refused({ ...fetchCheck(card), birthDate: '1985-04-13' }, 200);
    const wrongName = await refused({ ...fetchCheck(card), lastName: 'Ferraris' }, 200);
    const unknown = await refused({ ...fetchCheck(card), cardNumber: '0200000000000' }, 200);
    for (const body of [wrongDate, wrongName, unknown])
      expect(body).toMatchObject({ responseCode: 35, message: 'Profilo non trovato' });
  });

  it('refuses the disabled card with 36', async () => {
    const card = await registryCard(t.db.db, 'Paola', 'Neri');
    expect(card.enabled).toBe(false);
    const body = await refused(fetchCheck(card), 200);
    expect(body).toMatchObject({ responseCode: 36, message: 'Carta disabilitata' });
  });

  it('refuses a card an account already holds with 39', async () => {
    const card = await registryCard(t.db.db, 'Chiara', 'Lombardi');
    const body = await refused(fetchCheck(card), 200);
    expect(body).toMatchObject({ responseCode: 39, message: 'Utente già registrato' });
  });

  it('refuses a member under 18 with 28', async () => {
    const card = await registryCard(t.db.db, 'Matteo', 'Gallo');
    expect(card.birthDate).toBe(minorBirthDate(new Date()));
    const body = await refused(fetchCheck(card), 200);
    expect(body).toMatchObject({
      responseCode: 28,
      message: 'Devi essere maggiorenne per poterti registrare al servizio',
    });
  });

  it('requires the card number', async () => {
    const body = await refused(
      { '@type': 'fetch', firstName: 'Luca', lastName: 'Ferrari', birthDate: '1985-04-12' },
      400,
    );
    expect(body.errors?.map((e) => e.field)).toEqual(['cardNumber']);
  });
});

describe("POST /cli/profiles/signupcheck, '@type' check", () => {
  const identity = {
    '@type': 'check',
    firstName: 'Marta',
    lastName: 'Verdi',
    birthDate: '1990-04-02',
    gender: 'FEMALE',
    birthNationId: 'IT',
    birthCountyId: '036',
    birthCityId: '036005',
  } satisfies SignupCheckRequest;

  it('answers the identity with the birth place names and no card', async () => {
    expect(await checked(identity)).toEqual({
      type: 'check',
      cardNumber: null,
      firstName: 'Marta',
      lastName: 'Verdi',
      birthDate: '1990-04-02',
      gender: 'FEMALE',
      birthNationId: 'IT',
      birthNation: 'Italia',
      birthCountyId: '036',
      birthCounty: 'Modena',
      birthCityId: '036005',
      birthCity: 'Carpi',
      mobilePhone: null,
      ssnCode: null,
      address: null,
    });
  });

  it('accepts a birth place abroad, its city as typed', async () => {
    const data = await checked({
      ...identity,
      birthNationId: 'DE',
      birthCountyId: 'EE',
      birthCityId: 'Stoccarda',
    });
    expect(data).toMatchObject({
      birthNation: 'Germania',
      birthCountyId: 'EE',
      birthCounty: 'Estero',
      birthCityId: 'Stoccarda',
      birthCity: 'Stoccarda',
    });
  });

  it('refuses a comune outside the province and a nation that does not exist', async () => {
    const wrongCounty = await refused({ ...identity, birthCountyId: '037' }, 200);
    expect(wrongCounty.responseCode).toBe(4000);
    expect(wrongCounty.errors?.map((e) => e.field)).toEqual(['birthCityId']);
    const noNation = await refused({ ...identity, birthNationId: 'QQ' }, 200);
    expect(noNation.responseCode).toBe(4000);
    expect(noNation.errors?.map((e) => e.field)).toEqual(['birthNationId']);
  });

  it('refuses someone under 18 with 28', async () => {
    const body = await refused({ ...identity, birthDate: minorBirthDate(new Date()) }, 200);
    expect(body.responseCode).toBe(28);
  });

  it('requires gender and birth place', async () => {
    const body = await refused(
      { '@type': 'check', firstName: 'Marta', lastName: 'Verdi', birthDate: '1990-04-02' },
      400,
    );
    expect(body.errors?.map((e) => e.field).sort()).toEqual(
      ['birthCityId', 'birthCountyId', 'birthNationId', 'gender'].sort(),
    );
  });
});
