import { createHash } from 'node:crypto';
import { StaffProductPhoto, StaffProductDetail } from '@spesa/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../testing';
import {
  animatedPng,
  animatedWebp,
  bombPng,
  flatPng,
  noiseJpeg,
} from '../../testing/photo-fixtures';
import { dataOf, expectError, staffCall } from '../../testing/store-setup-helpers';

const MAX_BYTES = 256 * 1024;
let t: TestApp;
let admin: string;
let operator: string;
let barcode: string;

beforeAll(async () => {
  t = await buildTestApp({ PHOTO_MAX_BYTES: String(MAX_BYTES) });
  const db = t.db.db;
  admin = await staffCookieFor(db, (await insertTestStaff(db, { role: 'ADMIN' })).id);
  operator = await staffCookieFor(db, (await insertTestStaff(db, { role: 'OPERATOR' })).id);
  const seeded = await db.execute<{ barcode: string }>(
    sql`select barcode from products order by id limit 1`,
  );
  barcode = seeded.rows[0]!.barcode;
});
afterAll(() => t?.close());

const photos = z.array(StaffProductPhoto);

function upload(bytes: Buffer, type = 'image/jpeg', cookie: string | null = admin, code = barcode) {
  return t.app.inject({
    method: 'POST',
    url: `/cli/staff/products/${code}/photos`,
    payload: bytes,
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
  });
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('uploading a product photo (issue 31)', () => {
  it('keeps a JPEG under the SHA-256 of its bytes, once however often it is sent', async () => {
    const jpeg = await noiseJpeg(320, 240);
    const first = dataOf(await upload(jpeg), photos);
    expect(first).toEqual([
      expect.objectContaining({
        sha256: sha(jpeg),
        mime: 'image/jpeg',
        width: 320,
        height: 240,
        byteSize: jpeg.length,
        position: 0,
        url: `/cli/media/products/${sha(jpeg)}-400.webp`,
      }),
    ]);
    expect(dataOf(await upload(jpeg), photos)).toEqual(first);
    const stored = await t.db.db.execute<{ bytes: Buffer }>(
      sql`select bytes from product_photos where sha256 = ${sha(jpeg)}`,
    );
    expect(stored.rows).toHaveLength(1);
    expect(Buffer.compare(stored.rows[0]!.bytes, jpeg)).toBe(0);
  });

  it('reads the type from the bytes: a PNG named and declared a JPEG is kept as a PNG', async () => {
    const png = await flatPng(300, 200);
    const list = dataOf(await upload(png, 'image/jpeg'), photos);
    expect(list.find((p) => p.sha256 === sha(png))).toMatchObject({ mime: 'image/png' });
    // Nor is a declared type needed.
    const webp = await sharp(png).webp().toBuffer();
    const again = dataOf(await upload(webp, 'application/octet-stream'), photos);
    expect(again.find((p) => p.sha256 === sha(webp))).toMatchObject({ mime: 'image/webp' });
  });

  it('refuses text, SVG, HTML, GIF and an animated WebP with 4090, whatever they claim to be', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp(await flatPng(10, 10))
      .gif()
      .toBuffer();
    for (const [bytes, type] of [
      [Buffer.from('just some words, not a picture'), 'image/jpeg'],
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [
        Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'),
        'image/jpeg',
      ],
      [gif, 'image/gif'],
      [await animatedWebp(), 'image/webp'],
      [(await noiseJpeg(64, 64)).subarray(0, 200), 'image/jpeg'],
    ] as const) {
      const body = expectError(await upload(bytes, type), 200, 4090);
      expect(body.message).toContain('JPEG, PNG o WebP');
    }
  });

  it('refuses an animated PNG (APNG) with 4090 as an animated WebP, not its first frame', async () => {
    for (const type of ['image/png', 'application/octet-stream']) {
      const body = expectError(await upload(await animatedPng(), type), 200, 4090);
      expect(body.data).toEqual({ found: 'image/png animated' });
    }
  });

  it('refuses a file past the size limit with 4091 and the limit', async () => {
    const big = await noiseJpeg(1200, 900, 95);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const body = expectError(await upload(big), 200, 4091);
    expect(body.data).toEqual({ maxBytes: MAX_BYTES });
    expect(body.message).toBe('Foto troppo grande: riducila e riprova (max 0.3 MB)');
  });

  it('refuses a decompression bomb (a tiny PNG declaring 50,000 x 50,000) with 4092 at once', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(2048);
    const started = performance.now();
    const body = expectError(await upload(bomb, 'image/png'), 200, 4092);
    expect(body.data).toMatchObject({ width: 50_000, height: 50_000 });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('is for administrators: an operator gets 403, nobody 401, an unknown EAN 4030', async () => {
    const jpeg = await noiseJpeg(40, 40);
    expectError(await upload(jpeg, 'image/jpeg', operator), 403, 403);
    expectError(await upload(jpeg, 'image/jpeg', null), 401, 401);
    expectError(await upload(jpeg, 'image/jpeg', admin, '00000000'), 200, 4030);
  });

  it('reorders and deletes, each change in the product history', async () => {
    const list = dataOf(
      await staffCall(t, admin, 'GET', `/cli/staff/products/${barcode}/photos`),
      photos,
    );
    const order = list.map((p) => p.sha256).reverse();
    const url = `/cli/staff/products/${barcode}/photos`;
    const reordered = dataOf(await staffCall(t, admin, 'PUT', `${url}/order`, { order }), photos);
    expect(reordered.map((p) => p.sha256)).toEqual(order);
    expect(reordered.map((p) => p.position)).toEqual(order.map((_, i) => i));
    expectError(
      await staffCall(t, admin, 'PUT', `${url}/order`, { order: order.slice(1) }),
      400,
      400,
    );
    const left = dataOf(await staffCall(t, admin, 'DELETE', `${url}/${order[0]}`), photos);
    expect(left.map((p) => p.sha256)).toEqual(order.slice(1));
    expect(left.map((p) => p.position)).toEqual(order.slice(1).map((_, i) => i));
    expectError(await staffCall(t, admin, 'DELETE', `${url}/${order[0]}`), 200, 404);
    const row = await t.db.db.execute<{ photos: string[] }>(
      sql`select photos from products where barcode = ${barcode}`,
    );
    expect(row.rows[0]!.photos).toEqual(order.slice(1));
    const detail = dataOf(
      await staffCall(t, admin, 'GET', `/cli/staff/products/${barcode}`),
      StaffProductDetail,
    );
    expect(detail.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['PHOTO_ADD', 'PHOTO_ORDER', 'PHOTO_DELETE']),
    );
  });
});
