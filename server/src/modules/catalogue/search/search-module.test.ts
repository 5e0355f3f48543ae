import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchHelp, SearchMiss, SearchSuggestions, Synonym, envelope } from '@spesa/contracts';
import { z } from 'zod';
import { buildTestApp, insertTestStaff, staffCookieFor, type TestApp } from '../../../testing';
import { ProductsPage, productsPage } from '../../../testing/catalogue-helpers';

let t: TestApp;
let storeId: number;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await buildTestApp();
  const stores = await t.db.db.execute<{ id: number }>(
    sql`select id from stores order by id limit 2`,
  );
  storeId = stores.rows[0]!.id;
  admin = await staffCookieFor(t.db.db, (await insertTestStaff(t.db.db, { role: 'ADMIN' })).id);
  const op = await insertTestStaff(t.db.db, { role: 'OPERATOR', storeIds: [stores.rows[1]!.id] });
  operator = await staffCookieFor(t.db.db, op.id);
});
afterAll(() => t?.close());

const get = async (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('suggestions while typing', () => {
  it('mixes the shelves and the plainest products the words name', async () => {
    const res = await get(`/cli/ecommerce/products/${storeId}/suggestions?q=latt`);
    expect(res.statusCode).toBe(200);
    const { data } = envelope(SearchSuggestions).parse(res.json());
    expect(data.categories.map((c) => c.description)).toContain('Latte');
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length + data.categories.length).toBeLessThanOrEqual(8);
    expect(data.products[0]?.description).toMatch(/^Latte/);
    expect(data.products[0]?.price).toBeGreaterThan(0);
  });

  it('finds brands and products named only in the middle', async () => {
    const { data } = envelope(SearchSuggestions).parse(
      (await get(`/cli/ecommerce/products/${storeId}/suggestions?q=barilla`)).json(),
    );
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.every((p) => p.brand === 'Barilla')).toBe(true);
  });

  it('suggests the product of an exact EAN alone', async () => {
    const row = await t.db.db.execute<{ barcode: string }>(
      sql`select p.barcode from products p join store_products sp on sp.product_id = p.id
          where sp.store_id = ${storeId} order by p.id limit 1`,
    );
    const barcode = row.rows[0]!.barcode;
    const res = await get(`/cli/ecommerce/products/${storeId}/suggestions?q=${barcode}`);
    const { data } = envelope(SearchSuggestions).parse(res.json());
    expect(data.products.map((p) => p.barcode)).toEqual([barcode]);
  });

  it('refuses fewer than two characters and answers 404 for an unknown store', async () => {
    const short = await get(`/cli/ecommerce/products/${storeId}/suggestions?q=l`);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ responseCode: 400 });
    const unknown = await get('/cli/ecommerce/products/999999/suggestions?q=zzqqxx');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({
      responseCode: 404,
      errorMessage: 'Negozio non trovato',
    });
  });
});

describe('a search that finds nothing', () => {
  it('offers the closest catalogue words and the store offers', async () => {
    const res = await get(
      `/cli/ecommerce/products/${storeId}/search-help?q=${encodeURIComponent('mozzzarellla bufalla')}`,
    );
    const { data } = envelope(SearchHelp).parse(res.json());
    expect(data.didYouMean[0]).toBe('mozzarella bufala');
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.offers.every((p) => p.promotions.length > 0)).toBe(true);
  });

  it('is counted, cached replies included, and staff see the commonest', async () => {
    // Four shoppers (a client counts once a day: issue 25, item 9); the later ones are
    // served the cached reply.
    const fromClient = (query: string, remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `/cli/ecommerce/products/${storeId}?${query}`,
        remoteAddress,
      });
    const q = 'zenzerino%20croccante';
    for (let i = 0; i < 3; i++) {
      const res = await fromClient(`q=${q}`, `192.0.2.${10 + i}`);
      expect(ProductsPage.parse(res.json()).totalPages).toBe(0);
    }
    await fromClient('q=ZENZERINO  croccante', '192.0.2.13');
    await fromClient('q=latte', '192.0.2.14'); // found: not counted
    await fromClient('q=latte', '192.0.2.15');
    const res = await get('/cli/staff/search/misses?days=30', admin);
    expect(res.statusCode).toBe(200);
    const { data } = envelope(z.array(SearchMiss)).parse(res.json());
    expect(data[0]).toMatchObject({ query: 'zenzerino croccante', count: 4, stores: 1 });
    expect(data.map((m) => m.query)).not.toContain('latte');
  });

  it('shows an operator only the misses of their stores', async () => {
    const mine = envelope(z.array(SearchMiss)).parse(
      (await get('/cli/staff/search/misses', operator)).json(),
    );
    expect(mine.data.map((m) => m.query)).not.toContain('zenzerino croccante');
    const other = await get(`/cli/staff/search/misses?storeId=${storeId}`, operator);
    expect(other.statusCode).toBe(403);
    expect((await get('/cli/staff/search/misses')).statusCode).toBe(401);
    expect((await get('/cli/staff/search/misses?days=0', admin)).statusCode).toBe(400);
  });
});

describe('synonyms kept by staff', () => {
  it('change what a cached search finds at once, and only an administrator edits them', async () => {
    const before = await productsPage(t, storeId, 'q=stuzzichini');
    expect(before.totalPages).toBe(0);
    const body = { term: 'Stuzzichini', synonyms: ['patatine', 'Taralli'] };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/cli/staff/search/synonyms',
      headers: { cookie: operator },
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/cli/staff/search/synonyms',
      headers: { cookie: admin },
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    const synonym = envelope(Synonym).parse(saved.json()).data;
    expect(synonym).toMatchObject({ term: 'stuzzichini', synonyms: ['patatine', 'taralli'] });
    const after = await productsPage(t, storeId, 'q=stuzzichini');
    expect(after.data.length).toBeGreaterThan(0);
    expect(after.data.every((p) => /patatine|taralli/i.test(p.description))).toBe(true);
    const list = envelope(z.array(Synonym)).parse(
      (await get('/cli/staff/search/synonyms', operator)).json(),
    );
    expect(list.data.map((s) => s.term)).toContain('stuzzichini');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/cli/staff/search/synonyms/${synonym.id}`,
      headers: { cookie: admin },
    });
    expect(gone.statusCode).toBe(200);
    expect((await productsPage(t, storeId, 'q=stuzzichini')).totalPages).toBe(0);
  });

  it('refuses a bad synonym with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cli/staff/search/synonyms',
      headers: { cookie: admin },
      payload: { term: 'due parole', synonyms: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ responseCode: 400 });
  });
});
