import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope, pagedEnvelope, Store } from '@spesa/contracts';
import { buildTestApp, type TestApp } from '../../testing';
import {
  ENABLED_BY_NAME,
  FIXTURE_STORES,
  haversineKm,
  loadFixtureStores,
} from '../../testing/store-fixture-set';

const StoresPage = pagedEnvelope(Store);
const PIAZZA_MAGGIORE = { lat: 44.4939, lon: 11.3426 };

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await loadFixtureStores(t.db.db);
});
afterAll(() => t?.close());

async function page(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/cli/stores/ecommerce?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return StoresPage.parse(res.json());
}

async function names(query: string): Promise<string[]> {
  return (await page(query)).data.map((s) => s.name);
}

async function badRequest(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/cli/stores/ecommerce?${query}` });
  expect(res.statusCode).toBe(400);
  const body = ErrorEnvelope.parse(res.json());
  expect(body).toMatchObject({ responseCode: 400, data: null });
  return body;
}

describe('GET /cli/stores/ecommerce', () => {
  it('lists the enabled stores by name in the Store wire shape', async () => {
    const body = await page('');
    expect(body).toMatchObject({ responseCode: 0, totalPages: 1, number: 0, last: true });
    expect(body.data.map((s) => s.name)).toEqual(ENABLED_BY_NAME);
    const bologna = body.data.find((s) => s.name === 'Spesa Bologna Centro');
    expect(bologna).toMatchObject({
      address: {
        address: 'Via Ugo Bassi 1',
        city: 'Bologna',
        zip: '40121',
        county: 'BO',
        stateId: 'T1',
      },
      distance: null,
      services: ['wifi'],
      // delivery_modes order, not insertion order
      deliveryModes: ['AT_HOME', 'IN_STORE'],
    });
  });

  it('pages with s and p without overlap', async () => {
    const first = await page('s=4&p=0');
    const second = await page('s=4&p=1');
    expect(first).toMatchObject({ totalPages: 2, number: 0, last: false });
    expect(second).toMatchObject({ totalPages: 2, number: 1, last: true });
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    expect([...first.data, ...second.data].map((s) => s.name)).toEqual(ENABLED_BY_NAME);
    const beyond = await page('s=4&p=7');
    expect(beyond).toMatchObject({ data: [], totalPages: 2, number: 7, last: true });
  });

  it('searches name, city, address and postcode, ignoring accents and case', async () => {
    expect(await names('q=forli')).toEqual(['Spesa Forlì Saffi']);
    expect(await names('q=FORLÌ')).toEqual(['Spesa Forlì Saffi']);
    expect(await names('q=via%20emilia')).toEqual(['Spesa Modena Duomo']);
    expect(await names('q=reno')).toEqual(['Spesa Casalecchio']);
    expect(await names('q=41121')).toEqual(['Spesa Modena Duomo']);
    expect(await names('q=bologna%20centro')).toEqual(['Spesa Bologna Centro']);
    expect(await names('q=chiusa')).toEqual([]);
    // % is a character to find, not a wildcard
    expect(await names('q=50%25')).toEqual([]);
  });

  it('orders by distance from lat/lon and reports it in km to 0.1', async () => {
    const { lat, lon } = PIAZZA_MAGGIORE;
    const body = await page(`lat=${lat}&lon=${lon}`);
    const expected = FIXTURE_STORES.filter((s) => s.enabled !== false)
      .map((s) => ({ name: s.name, km: haversineKm(lat, lon, s.latitude, s.longitude) }))
      .sort((a, b) => a.km - b.km);
    expect(body.data.map((s) => s.name)).toEqual(expected.map((e) => e.name));
    body.data.forEach((s, i) => {
      expect(s.distance).toBeCloseTo(Math.round(expected[i]!.km * 10) / 10, 5);
    });
    expect(body.data[0]).toMatchObject({ name: 'Spesa Bologna Centro', distance: 0.2 });
    const modena = body.data.find((s) => s.name === 'Spesa Modena Duomo');
    expect(modena?.distance).toBeGreaterThan(30);
    expect(modena?.distance).toBeLessThan(45);
  });

  it('pages the distance order too', async () => {
    const { lat, lon } = PIAZZA_MAGGIORE;
    const all = await names(`lat=${lat}&lon=${lon}`);
    expect(await names(`lat=${lat}&lon=${lon}&s=2&p=1`)).toEqual(all.slice(2, 4));
  });

  it('filters by the postcode a store serves in a mode it offers', async () => {
    expect(await names('zipcode=40121')).toEqual(['Spesa Bologna Centro', 'Spesa Modena Duomo']);
    expect(await names('zipcode=40033')).toEqual(['Spesa Casalecchio']);
    expect(await names('zipcode=99999')).toEqual([]);
  });

  it('refuses bad parameters naming the field', async () => {
    const latOnly = await badRequest('lat=44.49');
    expect(latOnly.errors?.map((e) => e.field)).toEqual(['lat']);
    expect(latOnly.message).toContain('lat');
    expect((await badRequest('lat=north&lon=11')).errors?.[0]?.field).toBe('lat');
    expect((await badRequest('lat=44&lon=200')).errors?.[0]?.field).toBe('lon');
    expect((await badRequest('zipcode=401')).errors?.[0]?.field).toBe('zipcode');
    expect((await badRequest('s=0')).errors?.[0]?.field).toBe('s');
    expect((await badRequest('s=101')).errors?.[0]?.field).toBe('s');
    expect((await badRequest('p=-1')).errors?.[0]?.field).toBe('p');
  });
});
