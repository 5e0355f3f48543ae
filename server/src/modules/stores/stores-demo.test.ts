import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, pagedEnvelope, State, Store } from '@spesa/contracts';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing';

/**
 * Properties of the demo shop that any sensible seed satisfies; exact answers
 * are checked on fixture stores in the other test files.
 */
const StoresPage = pagedEnvelope(Store);
const StoreList = envelope(z.array(Store));
const PIAZZA_MAGGIORE = { lat: 44.4939, lon: 11.3426 };

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function get(url: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('stores of the demo shop', () => {
  it('has at least eight stores, all in the Store wire shape', async () => {
    const body = StoresPage.parse(await get('/cli/stores/ecommerce?s=100'));
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    expect(body).toMatchObject({ responseCode: 0, totalPages: 1, number: 0, last: true });
  });

  it('puts a Bologna store first from Piazza Maggiore, at a plausible distance', async () => {
    const { lat, lon } = PIAZZA_MAGGIORE;
    const body = StoresPage.parse(await get(`/cli/stores/ecommerce?s=100&lat=${lat}&lon=${lon}`));
    const [nearest] = body.data;
    expect(nearest?.address.city).toBe('Bologna');
    expect(nearest?.distance).toBeGreaterThanOrEqual(0);
    expect(nearest?.distance).toBeLessThan(10);
    const distances = body.data.map((s) => s.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const milano = body.data.find((s) => s.address.city === 'Milano');
    if (milano) expect(milano.distance).toBeGreaterThan(180);
  });

  it('finds the Bologna stores by text', async () => {
    const body = StoresPage.parse(await get('/cli/stores/ecommerce?q=BOLOGNA'));
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('offers home delivery and pickup for Bologna 40121', async () => {
    for (const mode of ['AT_HOME', 'IN_STORE'] as const) {
      const url = `/cli/stores/ecommerce/delivery?delivery=${mode}&zipCode=40121`;
      const stores = StoreList.parse(await get(url)).data;
      expect(stores.length, mode).toBeGreaterThan(0);
      for (const s of stores) expect(s.deliveryModes).toContain(mode);
    }
    const byZip = StoresPage.parse(await get('/cli/stores/ecommerce?zipcode=40121'));
    expect(byZip.data.length).toBeGreaterThan(0);
  });

  it('lists Emilia-Romagna among the regions with stores', async () => {
    const states = envelope(z.array(State)).parse(await get('/cli/stores/states')).data;
    expect(states.map((s) => s.name)).toContain('Emilia-Romagna');
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
