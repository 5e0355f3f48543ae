import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { buildTestApp, insertTestUser, sessionCookieFor, type TestApp } from '../../testing';
import { createReplyStore, etagOf } from './guest-cache';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

const barcodeUrl = () =>
  `/cli/ecommerce/products/barcode/${FIXTURE.barcodes.caffe}?store=${fx.storeId}`;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const priceOf = (body: string) => (JSON.parse(body) as { data: { price: number } }).data.price;

describe('guest catalogue cache', () => {
  it('tags the reply and answers 304 to its tag', async () => {
    const first = await get(barcodeUrl());
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(barcodeUrl());
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const revalidated = await get(barcodeUrl(), { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps successes only: a refusal, HTTP 200 since issue 26, is neither kept nor tagged', async () => {
    const unknown = `/cli/ecommerce/products/barcode/8009999999991?store=${fx.storeId}`;
    const refused = await get(unknown);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ responseCode: 4030 });
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control']).toBeUndefined();
  });

  it('serves a kept reply plain as JSON when no compression is asked for', async () => {
    const url = `/cli/ecommerce/products/${fx.storeId}?s=40`;
    const first = await get(url);
    const kept = await get(url);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body).toBe(first.body);
  });

  // As bytes, thousands of kept replies are nothing the garbage collector copies or walks.
  it('keeps reply bodies as bytes outside the JavaScript heap', () => {
    const store = createReplyStore();
    const json = '{"description":"Caffè"}';
    const entry = store.set('key', 1, json);
    expect(Buffer.isBuffer(entry.body)).toBe(true);
    expect(store.get('key', 1)?.body.toString()).toBe(json);
    expect(entry.etag).toBe(etagOf(Buffer.from(json)));
  });

  it('compresses per Accept-Encoding, the same JSON as the plain reply', async () => {
    const url = `/cli/ecommerce/products/${fx.storeId}?s=50`;
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('serves a price written by another connection at the very next request', async () => {
    const before = priceOf((await get(barcodeUrl())).body);
    await t.db.db.execute(sql`update store_products set price_cents = price_cents + 100
      where store_id = ${fx.storeId} and product_id = ${fx.ids.caffe}`);
    const after = await get(barcodeUrl());
    expect(priceOf(after.body)).toBeCloseTo(before + 1, 2);
  });

  it('does not keep a reply across a write that rolled back', async () => {
    const before = (await get(barcodeUrl())).body;
    await expect(
      t.db.db.transaction(async (tx) => {
        await tx.execute(
          sql`update store_products set price_cents = 1 where store_id = ${fx.storeId}`,
        );
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect((await get(barcodeUrl())).body).toBe(before);
  });

  it('gives a logged-in shopper the same reply as a guest, and leaves session reads alone', async () => {
    const user = await insertTestUser(t.db.db);
    const cookie = await sessionCookieFor(t.db.db, user.id);
    const guest = await get(barcodeUrl());
    const shopper = await get(barcodeUrl(), { cookie });
    expect(shopper.body).toBe(guest.body);
    const profile = await get('/cli/profiles/login', { cookie });
    expect(profile.headers.etag).toBeUndefined();
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control'] ?? '').not.toContain('public');
  });
});
