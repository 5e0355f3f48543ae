import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { expectBadRequest, expectError, productsPage } from '../../testing/catalogue-helpers';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
  // The mozzarella has three views stored; the other products one (the column's default).
  await t.db.db.execute(sql`update products set image_count = 3 where id = ${fx.ids.mozzarella}`);
});
afterAll(() => t?.close());

const image = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('GET /cli/images/products/:barcode.svg and .webp', () => {
  it('draws an SVG that browsers may cache for a day', async () => {
    const res = await image(`/cli/images/products/${FIXTURE.barcodes.mozzarella}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('Mozzarelle fiordilatte');
    expect(res.body).toContain('ZEFFIRO');
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('draws other views differently', async () => {
    const path = `/cli/images/products/${FIXTURE.barcodes.mozzarella}.svg`;
    const [one, two, three] = await Promise.all([
      image(path),
      image(`${path}?v=2`),
      image(`${path}?v=3`),
    ]);
    expect(new Set([one.body, two.body, three.body]).size).toBe(3);
  });

  it('escapes the text it draws', async () => {
    await t.db.db.execute(
      sql`update products set description = 'Biscotti <burro> & "panna"' where id = ${fx.ids.biscotti}`,
    );
    const res = await image(`/cli/images/products/${FIXTURE.barcodes.biscotti}.svg`);
    expect(res.body).toContain('Biscotti &lt;burro&gt; &amp; &quot;panna&quot;');
    expect(res.body).not.toContain('<burro>');
  });

  it('serves the image of every product of a listing page', async () => {
    const { data } = await productsPage(t, fx.storeId, 's=12');
    for (const url of data.flatMap((p) => p.images)) {
      const res = await image(url);
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('answers 404 for unknown barcodes and names that are not barcodes', async () => {
    await expectError(t, '/cli/images/products/0000000000000.svg', 404, 404);
    await expectError(t, `/cli/images/products/${FIXTURE.barcodes.mozzarella}.png`, 404, 404);
    await expectError(t, '/cli/images/products/..%2Fsecret.svg', 404, 404);
    await expectError(t, '/cli/images/products/0000000000000.webp', 404, 404);
  });

  it('serves the same picture as WebP: 400 px by default, 800 px for the detail page', async () => {
    const path = `/cli/images/products/${FIXTURE.barcodes.mozzarella}.webp`;
    const res = await image(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    const large = await image(`${path}?w=800`);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 800, height: 800 });
    const [one, two] = await Promise.all([image(`${path}?w=200`), image(`${path}?v=2&w=200`)]);
    expect(one.rawPayload.equals(two.rawPayload)).toBe(false);
  });

  it('draws a product again once its data changes', async () => {
    const path = `/cli/images/products/${FIXTURE.barcodes.biscotti}.webp?w=200`;
    const before = await image(path);
    await t.db.db.execute(
      sql`update products set description = 'Biscotti al farro' where id = ${fx.ids.biscotti}`,
    );
    const after = await image(path);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it('rejects a width that is not listed', async () => {
    await expectBadRequest(
      t,
      `/cli/images/products/${FIXTURE.barcodes.mozzarella}.webp?w=300`,
      'w',
    );
  });

  it('rejects a view that is not a small number', async () => {
    await expectBadRequest(t, `/cli/images/products/${FIXTURE.barcodes.mozzarella}.svg?v=0`, 'v');
  });

  // Issue 25, item 7: a flood of views nobody links to draws nothing new.
  it('answers 404 for a view the product does not have, drawing nothing', async () => {
    const mozzarella = `/cli/images/products/${FIXTURE.barcodes.mozzarella}`;
    expect((await image(`${mozzarella}.webp?v=3`)).statusCode).toBe(200);
    await expectError(t, `${mozzarella}.webp?v=4`, 404, 404);
    await expectError(t, `${mozzarella}.svg?v=9`, 404, 404);
    await expectError(t, `/cli/images/products/${FIXTURE.barcodes.caffe}.webp?v=2&w=800`, 404, 404);
  });
});
