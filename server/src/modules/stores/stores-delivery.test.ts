import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, ErrorEnvelope, State, Store } from '@spesa/contracts';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing';
import { insertStore } from '../../testing/store-fixtures';
import { loadFixtureStores } from '../../testing/store-fixture-set';

const StoreList = envelope(z.array(Store));
const StateList = envelope(z.array(State));

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await loadFixtureStores(t.db.db);
  // a second home-delivery store for 40121, alphabetically before Bologna Centro
  await insertStore(t.db.db, {
    name: 'Spesa Bologna Arcoveggio',
    address: 'Via Arcoveggio 50',
    city: 'Bologna',
    zip: '40129',
    county: 'BO',
    regionId: 'T1',
    latitude: 44.5186,
    longitude: 11.3547,
    modes: ['AT_HOME'],
    areas: { AT_HOME: ['40121', '40129'] },
  });
});
afterAll(() => t?.close());

async function serving(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/cli/stores/ecommerce/delivery?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = StoreList.parse(res.json());
  expect(body.responseCode).toBe(0);
  return body.data.map((s) => s.name);
}

async function refused(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/cli/stores/ecommerce/delivery?${query}` });
  expect(res.statusCode).toBe(400);
  const body = ErrorEnvelope.parse(res.json());
  expect(body).toMatchObject({ responseCode: 400, data: null });
  const fields = body.errors?.map((e) => e.field) ?? [];
  for (const field of fields) expect(body.message).toContain(field);
  return fields;
}

describe('GET /cli/stores/ecommerce/delivery', () => {
  it('lists by name the stores offering the mode whose area holds the postcode', async () => {
    expect(await serving('delivery=AT_HOME&zipCode=40121')).toEqual([
      'Spesa Bologna Arcoveggio',
      'Spesa Bologna Centro',
    ]);
    expect(await serving('delivery=DRIVE&zipCode=40121')).toEqual(['Spesa Modena Duomo']);
    expect(await serving('delivery=IN_STORE&zipCode=40133')).toEqual(['Spesa Bologna Centro']);
    expect(await serving('delivery=IN_STORE&zipCode=40033')).toEqual(['Spesa Casalecchio']);
  });

  it('answers an empty list, not an error, when nobody serves the postcode', async () => {
    expect(await serving('delivery=AT_HOME&zipCode=99999')).toEqual([]);
    // Casalecchio only picks up there, and its old home area no longer counts
    expect(await serving('delivery=AT_HOME&zipCode=40033')).toEqual([]);
    expect(await serving('delivery=SHIPPED&zipCode=40121')).toEqual([]);
  });

  it('returns whole stores with their modes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/cli/stores/ecommerce/delivery?delivery=DRIVE&zipCode=41121',
    });
    const [modena] = StoreList.parse(res.json()).data;
    expect(modena).toMatchObject({
      name: 'Spesa Modena Duomo',
      address: { city: 'Modena', zip: '41121', latitude: 44.6471, longitude: 10.9252 },
      deliveryModes: ['AT_HOME', 'DRIVE'],
      distance: null,
    });
  });

  it('refuses an unknown mode or a malformed postcode, naming the field', async () => {
    expect(await refused('delivery=TELEPORT&zipCode=40121')).toEqual(['delivery']);
    expect(await refused('delivery=at_home&zipCode=40121')).toEqual(['delivery']);
    expect(await refused('delivery=AT_HOME&zipCode=4012')).toEqual(['zipCode']);
    expect(await refused('delivery=AT_HOME&zipCode=4012a')).toEqual(['zipCode']);
    expect(await refused('zipCode=40121')).toEqual(['delivery']);
    expect((await refused('')).sort()).toEqual(['delivery', 'zipCode']);
  });
});

describe('GET /cli/stores/states', () => {
  it('lists by name the regions with at least one enabled store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cli/stores/states' });
    expect(res.statusCode).toBe(200);
    const body = StateList.parse(res.json());
    // T3 has only a disabled store; the demo regions only disabled ones
    expect(body).toEqual({
      responseCode: 0,
      data: [
        { id: 'T1', name: 'Test Emilia' },
        { id: 'T2', name: 'Test Toscana' },
      ],
    });
  });
});
