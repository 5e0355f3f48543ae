import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../testing';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../../testing/catalogue-fixtures';
import { productsPage } from '../../../testing/catalogue-helpers';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

const search = (q: string, extra = '') =>
  productsPage(t, fx.storeId, `q=${encodeURIComponent(q)}&s=100${extra}`);

describe('GET /cli/ecommerce/products/:store?q=', () => {
  it('finds mozzarelle when asked for mozzarella', async () => {
    const { data } = await search('mozzarella');
    expect(data.map((p) => p.barcode)).toContain(FIXTURE.barcodes.mozzarella);
    expect(data.slice(0, 5).every((p) => /mozzarell/i.test(p.description))).toBe(true);
  });

  it.each([
    ['mozarela', /mozzarell/i, FIXTURE.barcodes.mozzarella],
    ['biscoti', /biscott/i, FIXTURE.barcodes.biscotti],
  ])('tolerates the typo %s', async (q, expected, fixture) => {
    const { data } = await search(q);
    expect(data.map((p) => p.barcode)).toContain(fixture);
    expect(data[0]?.description).toMatch(expected);
  });

  it('finds caffè without the accent', async () => {
    const { data } = await search('caffe');
    expect(data.map((p) => p.barcode)).toContain(FIXTURE.barcodes.caffe);
    expect(data.some((p) => p.description.includes('Caffè') && p.brand !== 'Zeffiro')).toBe(true);
  });

  it('matches a prefix while typing', async () => {
    const { data } = await search('parmig');
    expect(data.map((p) => p.barcode)).toContain(FIXTURE.barcodes.parmigiano);
    expect(data[0]?.description).toMatch(/parmigian/i);
  });

  it('needs every word of a multi-word search, typos included', async () => {
    const { data } = await search('mozarela fiordilate');
    expect(data[0]?.barcode).toBe(FIXTURE.barcodes.mozzarella);
    const brand = await search('zeffiro', `&category=${FIXTURE.mainCategory}`);
    expect(brand.data).toHaveLength(4);
  });

  it('ranks an exact barcode first', async () => {
    const { data } = await search(FIXTURE.barcodes.caffe);
    expect(data[0]?.barcode).toBe(FIXTURE.barcodes.caffe);
    const seeded = await t.db.db.execute<{ barcode: string; description: string }>(
      sql`select p.barcode, p.description from products p
          join store_products sp on sp.product_id = p.id and sp.store_id = ${fx.storeId}
          order by p.id limit 1`,
    );
    const { data: found } = await search(seeded.rows[0]!.barcode);
    expect(found[0]?.description).toBe(seeded.rows[0]!.description);
  });

  it('combines the search with the filters', async () => {
    const { data } = await search('mozzarella', `&category=${FIXTURE.mainCategory}`);
    expect(data.map((p) => p.barcode)).toEqual([FIXTURE.barcodes.mozzarella]);
    const offers = await search('latte', '&onlyPromotions=true');
    expect(offers.data.every((p) => p.promotions.length > 0)).toBe(true);
    expect(offers.data.map((p) => p.barcode)).not.toContain(FIXTURE.barcodes.latte);
  });

  it('pages search results without overlap', async () => {
    const q = `q=latte&s=5`;
    const [first, second, both] = await Promise.all([
      productsPage(t, fx.storeId, q),
      productsPage(t, fx.storeId, `${q}&p=1`),
      productsPage(t, fx.storeId, 'q=latte&s=10'),
    ]);
    expect(first.totalPages).toBeGreaterThan(1);
    expect(both.data.map((p) => p.id)).toEqual([...first.data, ...second.data].map((p) => p.id));
    const beyond = await productsPage(t, fx.storeId, `${q}&p=${first.totalPages}`);
    expect(beyond).toMatchObject({ data: [], totalPages: first.totalPages, last: true });
  });

  it('answers nonsense, punctuation and LIKE wildcards with an empty page', async () => {
    expect(await search('qqzzxxkk')).toMatchObject({ data: [], totalPages: 0, last: true });
    // Issue 13: '%' or '_' listed the whole catalogue, as if nothing had been typed.
    for (const q of ['&|!:*', '%', '_', '%%']) {
      expect(await search(q)).toMatchObject({ data: [], totalPages: 0, last: true });
    }
  });
});

describe('GET /cli/ecommerce/products/:store?q=: the dictionary readings kept per catalogue version', () => {
  it('reads a synonym saved after the same words were searched, on the very next search', async () => {
    // Page one reads the dictionary and keeps its reading of 'blorbo' (no word, no synonym).
    expect((await search('blorbo')).data).toEqual([]);
    await t.db.db.execute(
      sql`insert into search_synonyms (term, synonyms) values ('blorbo', 'latte')`,
    );
    // Another page of the same search: a reading kept from before the synonym would find nothing.
    const { data } = await search('blorbo', '&p=0&onlyBranded=false');
    expect(data.map((p) => p.barcode)).toContain(FIXTURE.barcodes.latte);
  });
});
