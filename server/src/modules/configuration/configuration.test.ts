import { afterEach, describe, expect, it } from 'vitest';
import { envelope, WebConfiguration } from '@spesa/contracts';
import { buildTestApp, type TestApp } from '../../testing';

const Answer = envelope(WebConfiguration);

let t: TestApp | undefined;
afterEach(() => t?.close());

async function webConfiguration(env: Record<string, string> = {}): Promise<WebConfiguration> {
  t = await buildTestApp(env);
  const res = await t.app.inject({ method: 'GET', url: '/cli/configuration/web' });
  expect(res.statusCode, res.body).toBe(200);
  const body = Answer.parse(res.json());
  expect(body.responseCode).toBe(0);
  return body.data;
}

describe('GET /cli/configuration/web', () => {
  // The demo shop turns saved payments on (config.test.ts); a real shop's defaults are these.
  it('has every feature off, OpenStreetMap tiles and ten stores a page by default', async () => {
    expect(await webConfiguration({ DEMO_DATA: 'false' })).toEqual({
      features: { smartLists: false, savedPayments: false, stateDropdown: false, cartLists: false },
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      storesPageSize: 10,
      defaultStateId: null,
      ecommerce: true,
    });
  });

  it('follows the environment', async () => {
    const data = await webConfiguration({
      FEATURE_SMART_LISTS: 'true',
      FEATURE_SAVED_PAYMENTS: 'true',
      FEATURE_STATE_DROPDOWN: 'true',
      FEATURE_CART_LISTS: 'true',
      MAP_TILE_URL: 'none',
      MAP_ATTRIBUTION: '© Spesa',
      STORES_PAGE_SIZE: '25',
      DEFAULT_STATE_ID: '08',
      ECOMMERCE_ENABLED: 'false',
    });
    expect(data).toEqual({
      features: { smartLists: true, savedPayments: true, stateDropdown: true, cartLists: true },
      mapTileUrl: null,
      mapAttribution: '© Spesa',
      storesPageSize: 25,
      defaultStateId: '08',
      ecommerce: false,
    });
  });
});
