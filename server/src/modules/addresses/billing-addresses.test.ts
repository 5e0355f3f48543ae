import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingAddress,
  envelope,
  ErrorEnvelope,
  validationMessages,
  type BillingAddressInput,
} from '@spesa/contracts';
import { z } from 'zod';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';

const BillingList = envelope(z.array(BillingAddress));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const COMPANY: BillingAddressInput = {
  vatCode: 'IT00743110157',
  ssnCode: 'rssmra85t10a562s',
  companyName: 'Rossi Alimentari srl',
  phone: '051 123 4567',
  fax: '12345',
  pec: 'rossi@pec.it',
  recipientCode: 'ABC1234',
  address: 'Via Indipendenza',
  streetNumber: '4',
  zip: '40121',
  city: 'Bologna',
  county: 'bo',
};

async function cookieOfNewCustomer(): Promise<string> {
  const user = await insertTestUser(t.db.db);
  return sessionCookieFor(t.db.db, user.id);
}

function post(cookie: string | undefined, url: string, payload: object) {
  const headers = cookie ? { cookie } : {};
  return t.app.inject({ method: 'POST', url: `/cli/profiles/billing/${url}`, headers, payload });
}

async function saved(cookie: string, payload: object): Promise<BillingAddress[]> {
  const res = await post(cookie, 'addresses', payload);
  expect(res.statusCode, res.body).toBe(200);
  return BillingList.parse(res.json()).data;
}

describe('POST /cli/profiles/billing/addresses', () => {
  it('adds a billing address, normalising codes, and answers the list', async () => {
    const cookie = await cookieOfNewCustomer();
    const list = await saved(cookie, COMPANY);
    expect(list).toEqual([
      {
        id: expect.any(String),
        vatCode: '00743110157',
        ssnCode: 'RSSMRA85T10A562S',
        companyName: 'Rossi Alimentari srl',
        phone: '0511234567',
        fax: '12345',
        pec: 'rossi@pec.it',
        recipientCode: 'ABC1234',
        address: 'Via Indipendenza',
        streetNumber: '4',
        zip: '40121',
        city: 'Bologna',
        county: 'BO',
        nation: 'IT',
      },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/cli/profiles/billing/addresses',
      headers: { cookie },
    });
    expect(BillingList.parse(res.json()).data).toEqual(list);
  });

  it('keeps absent optional fields as null', async () => {
    const cookie = await cookieOfNewCustomer();
    const [address] = await saved(cookie, {
      ...COMPANY,
      ssnCode: '',
      fax: undefined,
      pec: undefined,
      recipientCode: undefined,
    });
    expect(address).toMatchObject({ ssnCode: null, fax: null, pec: null, recipientCode: null });
  });

  it('updates a billing address by id', async () => {
    const cookie = await cookieOfNewCustomer();
    const [first] = await saved(cookie, COMPANY);
    const list = await saved(cookie, { ...COMPANY, id: first!.id, companyName: 'Rossi spa' });
    expect(list).toEqual([{ ...first, companyName: 'Rossi spa' }]);
  });

  it.each([
    ['a VAT number with a wrong check digit', { vatCode: '00743110158' }, 'vatCode', 'vatCode'],
    ['an invalid tax code', { ssnCode: 'RSSMRA85T10A562X' }, 'ssnCode', 'taxCode'],
    ['a 4-digit zip', { zip: '4012' }, 'zip', 'zip'],
    ['a 6-digit zip', { zip: '401211' }, 'zip', 'zip'],
    ['a 3-letter county', { county: 'BOL' }, 'county', 'county'],
    ['a 1-letter county', { county: 'B' }, 'county', 'county'],
    ['a fax longer than 5', { fax: '123456' }, 'fax', 'fax'],
    ['an invalid pec', { pec: 'rossi-at-pec' }, 'pec', 'email'],
    ['an invalid phone', { phone: '12ab' }, 'phone', 'phone'],
    ['no company name', { companyName: '' }, 'companyName', 'required'],
    ['no street number', { streetNumber: undefined }, 'streetNumber', 'required'],
  ] as const)('refuses %s with 400 naming %s', async (_, change, field, message) => {
    const cookie = await cookieOfNewCustomer();
    const res = await post(cookie, 'addresses', { ...COMPANY, ...change });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.responseCode).toBe(400);
    // A too long value may break two rules of the field (length and maximum): both are named.
    expect(new Set(body.errors?.map((e) => e.field))).toEqual(new Set([field]));
    expect(body.errors).toContainEqual({ field, message: validationMessages[message] });
    const list = await t.app.inject({
      method: 'GET',
      url: '/cli/profiles/billing/addresses',
      headers: { cookie },
    });
    expect(BillingList.parse(list.json()).data).toEqual([]);
  });
});

describe('POST /cli/profiles/billing/addresses/delete', () => {
  it('deletes an own billing address and answers the rest', async () => {
    const cookie = await cookieOfNewCustomer();
    await saved(cookie, COMPANY);
    const [first, second] = await saved(cookie, { ...COMPANY, companyName: 'Seconda srl' });
    const res = await post(cookie, 'addresses/delete', { id: first!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(BillingList.parse(res.json()).data).toEqual([second]);
    const again = await post(cookie, 'addresses/delete', { id: first!.id });
    expect([again.statusCode, again.json().responseCode]).toEqual([200, 404]);
  });

  it('refuses a missing id with 400 naming it', async () => {
    const cookie = await cookieOfNewCustomer();
    const res = await post(cookie, 'addresses/delete', {});
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).errors?.map((e) => e.field)).toEqual(['id']);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', 'addresses'],
    ['POST', 'addresses'],
    ['POST', 'addresses/delete'],
  ] as const)('%s /cli/profiles/billing/%s answers 401', async (method, url) => {
    const res = await t.app.inject({
      method,
      url: `/cli/profiles/billing/${url}`,
      ...(method === 'POST' ? { payload: { ...COMPANY, id: 1 } } : {}),
    });
    expect(res.statusCode).toBe(401);
  });
});
