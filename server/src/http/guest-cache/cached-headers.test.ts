import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueFixture, type LoadedFixture } from '../../testing/catalogue-fixtures';
import { buildTestApp, type TestApp } from '../../testing';

const PARTNER = 'https://partner.example.it';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_ORIGIN: 'https://spesa.example.it', CORS_ORIGINS: PARTNER });
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

/** The headers a browser acts on: security and CORS, and what caches key by. */
const SECURITY = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'access-control-allow-origin',
  'access-control-allow-credentials',
] as const;

const varyOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
    .sort();

describe('a guest-cache hit carries the headers of a miss (issue 25, item 6)', () => {
  it('sends the same security and CORS headers, and Vary with Origin, on miss and hit', async () => {
    for (const encoding of ['identity', 'br']) {
      const url = `/cli/ecommerce/products/${fx.storeId}?s=7&e=${encoding}`;
      const headers = { origin: PARTNER, 'accept-encoding': encoding };
      const miss = await t.app.inject({ url, headers });
      const hit = await t.app.inject({ url, headers });
      expect(miss.statusCode).toBe(200);
      expect(hit.statusCode).toBe(200);
      expect(hit.headers.etag).toBe(miss.headers.etag);
      expect(miss.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(miss.headers['strict-transport-security']).toBeDefined();
      for (const name of SECURITY) expect(hit.headers[name], name).toBe(miss.headers[name]);
      expect(varyOf(miss.headers.vary)).toEqual(['accept-encoding', 'origin']);
      expect(varyOf(hit.headers.vary)).toEqual(['accept-encoding', 'origin']);
    }
  });

  it('names Origin in Vary even when the request has none (a shared cache keys by it)', async () => {
    const url = `/cli/ecommerce/products/${fx.storeId}?s=8`;
    const miss = await t.app.inject({ url });
    const hit = await t.app.inject({ url });
    expect(miss.headers['access-control-allow-origin']).toBeUndefined();
    expect(varyOf(miss.headers.vary)).toContain('origin');
    expect(varyOf(hit.headers.vary)).toContain('origin');
    expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
  });

  it('answers a revalidation with the same headers too', async () => {
    const url = `/cli/ecommerce/products/${fx.storeId}?s=9`;
    const headers = { origin: PARTNER };
    const miss = await t.app.inject({ url, headers });
    const revalidated = await t.app.inject({
      url,
      headers: { ...headers, 'if-none-match': String(miss.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
    expect(varyOf(revalidated.headers.vary)).toContain('origin');
  });
});
