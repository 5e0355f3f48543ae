import { Banner, envelope } from '@spesa/contracts';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { banners, stores } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing';

let t: TestApp;
let storeId: number;
let otherStoreId: number;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);

beforeAll(async () => {
  t = await buildTestApp();
  const [first, second] = await t.db.db
    .select({ id: stores.id })
    .from(stores)
    .orderBy(asc(stores.id))
    .limit(2);
  storeId = first!.id;
  otherStoreId = second!.id;
  // Fixture banners sort before the seeded ones (orders below 1), so their order is exact.
  await t.db.db.insert(banners).values([
    { title: 'Per tutti', imageKey: 'zz-tutti', sortOrder: -5 },
    { title: 'Solo qui', imageKey: 'zz-qui', sortOrder: -6, storeId },
    { title: 'Solo altrove', imageKey: 'zz-altrove', sortOrder: -7, storeId: otherStoreId },
    {
      title: 'Finito',
      imageKey: 'zz-finito',
      sortOrder: -8,
      validFrom: hours(-48),
      validTo: hours(-1),
    },
    { title: 'Non ancora', imageKey: 'zz-futuro', sortOrder: -9, validFrom: hours(2) },
    {
      title: 'In corso',
      imageKey: 'zz-corso',
      sortOrder: -4,
      validFrom: hours(-1),
      validTo: hours(1),
    },
    { title: 'Sconti <50%> & più', imageKey: 'zz-app', sortOrder: -3, category: 'APP' },
  ]);
});
afterAll(() => t?.close());

const Banners = envelope(z.array(Banner));
async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/cli/cms/banners?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return Banners.parse(res.json()).data;
}

describe('GET /cli/cms/banners', () => {
  it('shows the banners for every store plus the store’s own, valid now, by order', async () => {
    const titles = (await list(`category=WEB&storeId=${storeId}`)).map((b) => b.title);
    expect(titles.slice(0, 3)).toEqual(['Solo qui', 'Per tutti', 'In corso']);
    expect(titles).not.toContain('Solo altrove');
    expect(titles).not.toContain('Finito');
    expect(titles).not.toContain('Non ancora');
    expect(titles).not.toContain('Saldi di primavera');
    expect(titles.length).toBeGreaterThan(4);
  });

  it('shows only the shared banners without a store', async () => {
    const titles = (await list('category=WEB')).map((b) => b.title);
    expect(titles.slice(0, 2)).toEqual(['Per tutti', 'In corso']);
    expect(titles).not.toContain('Solo qui');
  });

  it('keeps categories apart and points at our own images', async () => {
    const app = await list('category=APP');
    expect(app).toEqual([
      {
        id: expect.any(String),
        title: 'Sconti <50%> & più',
        imageUrl: '/cli/images/banners/zz-app.webp',
        link: null,
      },
    ]);
  });

  it('rejects a store id that is not a number', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/cli/cms/banners?category=WEB&storeId=abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ responseCode: 400, errors: [{ field: 'storeId' }] });
  });
});

describe('GET /cli/images/banners/:key.svg and .webp', () => {
  it('draws a wide banner with the escaped title', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cli/images/banners/zz-app.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('viewBox="0 0 1200 400"');
    expect(res.body).toContain('Sconti &lt;50%&gt; &amp; più');
  });

  it('serves it as WebP, 1200 px wide or at a listed width, drawn once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cli/images/banners/zz-app.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 400,
    });
    const small = await t.app.inject({
      method: 'GET',
      url: '/cli/images/banners/zz-app.webp?w=800',
    });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 800, height: 267 });
    const again = await t.app.inject({ method: 'GET', url: '/cli/images/banners/zz-app.webp' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('rejects a width that is not listed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/cli/images/banners/zz-app.webp?w=5000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ responseCode: 400, errors: [{ field: 'w' }] });
  });

  it('draws every seeded banner', async () => {
    for (const b of await list(`category=WEB&storeId=${otherStoreId}`)) {
      const res = await t.app.inject({ method: 'GET', url: b.imageUrl });
      expect(res.statusCode, b.imageUrl).toBe(200);
    }
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const url of [
      '/cli/images/banners/nessuno.svg',
      '/cli/images/banners/zz-app.png',
      '/cli/images/banners/a%20b.svg',
      '/cli/images/banners/nessuno.webp',
      '/cli/images/banners/zz-app.webp.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ responseCode: 404 });
    }
  });
});
