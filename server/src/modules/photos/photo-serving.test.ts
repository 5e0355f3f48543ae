import { createHash } from 'node:crypto';
import { Product } from '@spesa/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../testing';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { noiseJpeg } from '../../testing/photo-fixtures';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { PHOTO_CACHE_CONTROL } from './photo-media-routes';
import { forgetVariants } from './photo-variants';

let t: TestApp;
let fx: LoadedFixture;
let admin: string;
let jpeg: Buffer;
let sha: string;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
  admin = await staffCookieFor(t.db.db, (await insertTestStaff(t.db.db, { role: 'ADMIN' })).id);
  jpeg = await noiseJpeg(900, 600);
  sha = createHash('sha256').update(jpeg).digest('hex');
});
afterAll(() => t?.close());

const barcode = FIXTURE.barcodes.biscotti;
const media = (file: string) => t.app.inject({ method: 'GET', url: `/cli/media/products/${file}` });
const version = async () =>
  (await t.db.db.execute<{ v: number }>(sql`select version as v from catalogue_version`)).rows[0]!
    .v;

async function searched(): Promise<Product> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/cli/ecommerce/products/${fx.storeId}?q=biscotti%20frollini`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<{ data: unknown[] }>().data.map((p) => Product.parse(p));
  return page.find((p) => p.barcode === barcode)!;
}

describe('serving uploaded photos (issue 31)', () => {
  it('shows the photo in search results and the detail as soon as it is uploaded', async () => {
    // The search reply is cached for guests first: the upload must move it on.
    expect((await searched()).imageUrl).toBe(`/cli/images/products/${barcode}.webp`);
    const before = await version();
    const res = await t.app.inject({
      method: 'POST',
      url: `/cli/staff/products/${barcode}/photos`,
      payload: jpeg,
      headers: { 'content-type': 'image/jpeg', cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const found = await searched();
    expect(found.imageUrl).toBe(`/cli/media/products/${sha}-400.webp`);
    expect(found.images).toEqual([`/cli/media/products/${sha}-800.webp`]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/cli/ecommerce/products/barcode/${barcode}?store=${fx.storeId}`,
    });
    expect(Product.parse(detail.json<{ data: unknown }>().data).images).toEqual(found.images);
  });

  it('serves WebP at each width under a stable address, immutable for a year, with an ETag', async () => {
    for (const width of [200, 400, 800]) {
      const res = await media(`${sha}-${width}.webp`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
      expect(PHOTO_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{32}-\d+"$/);
      const again = await t.app.inject({
        method: 'GET',
        url: `/cli/media/products/${sha}-${width}.webp`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
    // Never enlarged: the 900 px original at 1200 stays 900 px.
    const wide = await media(`${sha}-1200.webp`);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(900);
    // Made again from the original, the same bytes: the address names the content.
    const kept = (await media(`${sha}-400.webp`)).rawPayload;
    forgetVariants();
    expect(Buffer.compare((await media(`${sha}-400.webp`)).rawPayload, kept)).toBe(0);
  });

  it('is 404 in the envelope for an unknown photo, a width the shop does not use or a bad name', async () => {
    for (const file of [
      `${'0'.repeat(64)}-400.webp`,
      `${sha}-300.webp`,
      `${sha}-400.png`,
      `${sha}.webp`,
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await media(file);
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toMatchObject({ responseCode: 404 });
    }
  });
});

describe('a second server process', () => {
  let other: ServerProcess;
  beforeAll(async () => {
    other = await startServerProcess(t.db.url);
  }, 150_000);
  afterAll(() => other?.stop());

  it('serves the photo from PostgreSQL alone, and stops when it is deleted', async () => {
    const url = `${other.url}/cli/media/products/${sha}-800.webp`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800 });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/cli/staff/products/${barcode}/photos/${sha}`,
      headers: { cookie: admin },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    // The other process had made and kept the variant: it still refuses it.
    expect((await fetch(url)).status).toBe(404);
    const product = await fetch(
      `${other.url}/cli/ecommerce/products/barcode/${barcode}?store=${fx.storeId}`,
    );
    expect(((await product.json()) as { data: Product }).data.imageUrl).toBe(
      `/cli/images/products/${barcode}.webp`,
    );
  });
});
