import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, AddressInput, envelope, ErrorEnvelope } from '@spesa/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shippingAddresses } from '../../db/schema';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import { MAX_ADDRESSES_PER_USER } from './address-limits';
import { resolveAddress } from './resolve-address';
import { insertShippingAddress } from './shipping-address-repository';

const AddressList = envelope(z.array(Address));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Names typed wrongly on purpose: the server must answer the registry's names. */
const VIA_MARCONI: AddressInput = {
  address: 'Via Guglielmo Marconi',
  streetNumber: '12/A',
  city: 'bologna',
  cityId: '037006',
  county: 'BO',
  countyId: '037',
  zip: '40122',
  nation: 'IT',
};

async function customer(): Promise<{ id: number; cookie: string }> {
  const user = await insertTestUser(t.db.db);
  return { id: user.id, cookie: await sessionCookieFor(t.db.db, user.id) };
}

function post(cookie: string | undefined, url: string, payload: object) {
  const headers = cookie ? { cookie } : {};
  return t.app.inject({ method: 'POST', url: `/cli/profiles/${url}`, headers, payload });
}

async function saved(cookie: string, payload: object): Promise<Address[]> {
  const res = await post(cookie, 'addresses', payload);
  expect(res.statusCode, res.body).toBe(200);
  return AddressList.parse(res.json()).data;
}

function errorOf(res: { json(): unknown }) {
  return ErrorEnvelope.parse(res.json());
}

describe('POST /cli/profiles/addresses', () => {
  it('adds an Italian address with the names of the registry and answers the list', async () => {
    const { cookie } = await customer();
    const list = await saved(cookie, VIA_MARCONI);
    expect(list).toEqual([
      {
        id: expect.any(String),
        address: 'Via Guglielmo Marconi',
        streetNumber: '12/A',
        city: 'Bologna',
        cityId: '037006',
        county: 'Bologna',
        countyId: '037',
        state: 'Emilia-Romagna',
        zip: '40122',
        nation: 'Italia',
        nationId: 'IT',
        fromRemote: false,
        foreignNation: false,
        foreignCity: false,
      },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/cli/profiles/addresses',
      headers: { cookie },
    });
    expect(AddressList.parse(res.json()).data).toEqual(list);
  });

  it('adds a foreign address with the EE county and the town as its own id', async () => {
    const { cookie } = await customer();
    const [address] = await saved(cookie, {
      address: 'Rue de Rivoli',
      streetNumber: '8',
      city: 'Paris',
      cityId: 'ignored',
      countyId: 'EE',
      zip: '75001',
      nationId: 'fr',
    });
    expect(address).toMatchObject({
      city: 'Paris',
      cityId: 'Paris',
      county: 'Estero',
      countyId: 'EE',
      state: null,
      nation: 'Francia',
      nationId: 'FR',
      foreignNation: true,
      foreignCity: true,
    });
  });

  it.each([
    ['a CAP of another comune', { zip: '40026' }, 'zip'],
    ['a comune of another province', { cityId: '036023', zip: '41121' }, 'cityId'],
    ['a province that does not exist', { countyId: '999' }, 'countyId'],
    ['a nation that does not exist', { nationId: 'XX' }, 'nationId'],
  ])('refuses %s with code 14 and stores nothing', async (_, change, field) => {
    const { id, cookie } = await customer();
    const res = await post(cookie, 'addresses', { ...VIA_MARCONI, ...change });
    expect(res.statusCode).toBe(200);
    const body = errorOf(res);
    expect(body.responseCode).toBe(14);
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
    const rows = await t.db.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, id));
    expect(rows).toEqual([]);
  });

  it('refuses a missing street number with 400 naming the field', async () => {
    const { cookie } = await customer();
    const res = await post(cookie, 'addresses', { ...VIA_MARCONI, streetNumber: ' ' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.map((e) => e.field)).toEqual(['streetNumber']);
  });

  it('updates an address by id', async () => {
    const { cookie } = await customer();
    const [first] = await saved(cookie, VIA_MARCONI);
    const list = await saved(cookie, {
      ...VIA_MARCONI,
      id: first!.id,
      address: 'Via Emilia',
      streetNumber: '5',
      cityId: '037032',
      zip: '40026',
    });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first!.id, address: 'Via Emilia', city: 'Imola' });
  });

  it(`refuses more than ${MAX_ADDRESSES_PER_USER} addresses`, async () => {
    const { id, cookie } = await customer();
    const resolved = await resolveAddress(t.db.db, AddressInput.parse(VIA_MARCONI));
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i++) {
      await insertShippingAddress(t.db.db, id, resolved, { fromRemote: false });
    }
    const res = await post(cookie, 'addresses', VIA_MARCONI);
    expect(res.statusCode).toBe(200);
    expect(errorOf(res).responseCode).toBe(4000);
    expect(errorOf(res).message).toContain(`${MAX_ADDRESSES_PER_USER}`);
  });
});

describe('the registration address', () => {
  it('comes first and can be neither edited nor deleted (409, not a 403 that would end the session)', async () => {
    const { id, cookie } = await customer();
    await saved(cookie, VIA_MARCONI);
    const resolved = await resolveAddress(t.db.db, AddressInput.parse(VIA_MARCONI));
    const registrationId = await insertShippingAddress(t.db.db, id, resolved, {
      fromRemote: true,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/cli/profiles/addresses',
      headers: { cookie },
    });
    const list = AddressList.parse(res.json()).data;
    expect(list.map((a) => [a.id === String(registrationId), a.fromRemote])).toEqual([
      [true, true],
      [false, false],
    ]);

    const edit = await post(cookie, 'addresses', { ...VIA_MARCONI, id: registrationId });
    expect(edit.statusCode).toBe(200);
    expect(errorOf(edit).responseCode).toBe(40);
    expect(errorOf(edit).message).toMatch(/registrazione/);
    const remove = await post(cookie, 'addresses/delete', { id: registrationId });
    expect([remove.statusCode, errorOf(remove).responseCode]).toEqual([200, 40]);
    const [row] = await t.db.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.id, registrationId));
    expect(row).toMatchObject({ streetNumber: '12/A', fromRemote: true });
  });
});

describe('POST /cli/profiles/addresses/delete', () => {
  it('deletes an own address and answers the rest', async () => {
    const { cookie } = await customer();
    await saved(cookie, VIA_MARCONI);
    const [first, second] = await saved(cookie, { ...VIA_MARCONI, streetNumber: '14' });
    const res = await post(cookie, 'addresses/delete', { id: first!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(AddressList.parse(res.json()).data).toEqual([second]);
    const again = await post(cookie, 'addresses/delete', { id: first!.id });
    expect(again.statusCode).toBe(200);
    expect(errorOf(again).responseCode).toBe(404);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', 'addresses'],
    ['POST', 'addresses'],
    ['POST', 'addresses/delete'],
  ] as const)('%s /cli/profiles/%s answers 401', async (method, url) => {
    const res = await t.app.inject({
      method,
      url: `/cli/profiles/${url}`,
      ...(method === 'POST' ? { payload: { ...VIA_MARCONI, id: 1 } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).responseCode).toBe(401);
  });
});
