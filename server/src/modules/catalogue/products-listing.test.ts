import { Category, envelope, type Product } from '@spesa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import {
  expectBadRequest,
  expectError,
  getJson,
  productsPage,
} from '../../testing/catalogue-helpers';

let t: TestApp;
let fx: LoadedFixture;
let categories: Category[];

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
  categories = envelope(z.array(Category)).parse(await getJson(t, '/cli/categories')).data;
});
afterAll(() => t?.close());

const list = (query = '') => productsPage(t, fx.storeId, query);
const barcodes = (products: Product[]) => products.map((p) => p.barcode);

/** Position of each subcategory in the display order of the tree. */
function displayRank(): Map<string, number> {
  const flat = categories.flatMap((main) => main.items.map((sub) => sub.id));
  return new Map(flat.map((id, i) => [id, i]));
}

describe('GET /cli/ecommerce/products/:store: paging', () => {
  it('counts every product the store sells', async () => {
    const { rows } = await t.db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from store_products where store_id = ${fx.storeId}`,
    );
    const page = await list('s=100');
    expect(page.totalPages).toBe(Math.ceil(rows[0]!.n / 100));
    expect(page).toMatchObject({ responseCode: 0, number: 0, last: false });
    expect(page.data).toHaveLength(100);
  });

  it('tells how many products match in all, on every page, filtered or searched (issue 27.7)', async () => {
    const { rows } = await t.db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from store_products where store_id = ${fx.storeId}`,
    );
    expect((await list()).totalElements).toBe(rows[0]!.n);
    expect((await list('p=1')).totalElements).toBe(rows[0]!.n);
    for (const query of ['onlyPromotions=true', 'onlyBranded=true', 'q=latte']) {
      const first = await list(`${query}&s=100`);
      const pages = await Promise.all(
        Array.from({ length: first.totalPages }, (_, p) => list(`${query}&s=100&p=${p}`)),
      );
      const counted = pages.reduce((sum, page) => sum + page.data.length, 0);
      expect(counted, query).toBeGreaterThan(0);
      expect(first.totalElements, query).toBe(counted);
    }
  });

  it('defaults to pages of 24 and pages without overlap', async () => {
    const [first, second, both] = await Promise.all([list(), list('p=1'), list('s=48')]);
    expect(first.data).toHaveLength(24);
    expect(second.number).toBe(1);
    expect(new Set([...barcodes(first.data), ...barcodes(second.data)]).size).toBe(48);
    expect(barcodes(both.data)).toEqual([...barcodes(first.data), ...barcodes(second.data)]);
  });

  it('marks the last page and answers an empty page past it', async () => {
    const { totalPages } = await list('s=100');
    const last = await list(`s=100&p=${totalPages - 1}`);
    expect(last.last).toBe(true);
    expect(last.data.length).toBeGreaterThan(0);
    const beyond = await list(`s=100&p=${totalPages + 5}`);
    expect(beyond).toMatchObject({ data: [], totalPages, last: true });
  });

  it('pages the whole store as one sequence in shelf order, whatever the page size', async () => {
    const { rows } = await t.db.db.execute<{ barcode: string }>(
      sql`select p.barcode from store_products sp join products p on p.id = sp.product_id
          join categories sub on sub.id = p.category_id
          left join categories main on main.id = sub.parent_id
          where sp.store_id = ${fx.storeId}
          order by coalesce(main.sort_order, sub.sort_order), sub.sort_order, sub.id,
                   p.description, p.id`,
    );
    const expected = rows.map((r) => r.barcode);
    for (const size of [100, 37]) {
      const pages = Math.ceil(expected.length / size);
      const all = await Promise.all(
        Array.from({ length: pages }, (_, p) => list(`s=${size}&p=${p}`)),
      );
      expect(all.every((page) => page.totalPages === pages)).toBe(true);
      expect(all.flatMap((page) => barcodes(page.data))).toEqual(expected);
    }
  });

  it('lists category after category in display order, then by description', async () => {
    const rank = displayRank();
    const { data } = await list('s=100&p=3');
    const keys = data.map((p) => rank.get(p.categoryId) ?? -1);
    expect(keys.every((k, i) => k >= 0 && (i === 0 || keys[i - 1]! <= k))).toBe(true);
    for (let i = 1; i < data.length; i++) {
      if (data[i]!.categoryId === data[i - 1]!.categoryId) {
        expect(data[i - 1]!.description <= data[i]!.description).toBe(true);
      }
    }
  });
});

describe('GET /cli/ecommerce/products/:store: filters', () => {
  it('takes a main category as all its subcategories, in their order', async () => {
    const { data, totalPages } = await list(`category=${FIXTURE.mainCategory}`);
    expect(totalPages).toBe(1);
    expect(data.map((p) => p.description)).toEqual([
      'Caffè macinato moka',
      'Mozzarelle fiordilatte',
      'Biscotti frollini al burro',
      'Latte intero',
      'Parmigiano Reggiano 24 mesi',
    ]);
  });

  it('filters a subcategory, and a seeded department', async () => {
    const sub = await list(`category=${FIXTURE.secondSub}`);
    expect(sub.data.every((p) => p.categoryId === FIXTURE.secondSub)).toBe(true);
    expect(sub.data).toHaveLength(3);
    const dairy = categories.find((c) => c.description === 'LATTICINI SALUMI E FORMAGGI')!;
    const subIds = new Set(dairy.items.map((c) => c.id));
    const page = await list(`category=${dairy.id}&s=100`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => subIds.has(p.categoryId))).toBe(true);
    expect(page.data.every((p) => p.categoryName === dairy.description)).toBe(true);
  });

  it('pages a department across its subcategories without gaps, overlaps or wrong totals', async () => {
    const dairy = categories.find((c) => c.description === 'LATTICINI SALUMI E FORMAGGI')!;
    const { rows } = await t.db.db.execute<{ n: number }>(
      sql`select count(*)::int as n from store_products sp join products p on p.id = sp.product_id
          join categories c on c.id = p.category_id
          where sp.store_id = ${fx.storeId} and (c.id = ${dairy.id} or c.parent_id = ${dairy.id})`,
    );
    const n = rows[0]!.n;
    const pages = async (size: number) => {
      const all: Product[] = [];
      for (let p = 0; p < Math.ceil(n / size); p++) {
        const page = await list(`category=${dairy.id}&s=${size}&p=${p}`);
        expect(page.totalPages).toBe(Math.ceil(n / size));
        all.push(...page.data);
      }
      return all;
    };
    const whole = { data: await pages(100) };
    expect(whole.data).toHaveLength(n);
    expect(barcodes(await pages(7))).toEqual(barcodes(whole.data));
    const rank = displayRank();
    const keys = whole.data.map((p) => [rank.get(p.categoryId)!, p.description] as const);
    expect(keys).toEqual(
      [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)),
    );
  });

  it('answers an unknown category with no products', async () => {
    expect(await list('category=NOPE')).toMatchObject({ data: [], totalPages: 0, last: true });
  });

  it('keeps only products on offer today in this store', async () => {
    const page = await list('onlyPromotions=true&s=100');
    expect(page.data.length).toBeGreaterThan(0);
    for (const p of page.data) expect(p.netPrice < p.price || p.promotions.length > 0).toBe(true);
    const fixture = await list(`onlyPromotions=true&category=${FIXTURE.mainCategory}`);
    // The latte's offers ended or belong to another store.
    expect(barcodes(fixture.data).sort()).toEqual(
      [
        FIXTURE.barcodes.mozzarella,
        FIXTURE.barcodes.caffe,
        FIXTURE.barcodes.parmigiano,
        FIXTURE.barcodes.biscotti,
      ].sort(),
    );
  });

  it('keeps only the own brand', async () => {
    const page = await list('onlyBranded=true&s=100');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => p.ownBrand && p.brand === 'Spesa')).toBe(true);
    const fixture = await list(`onlyBranded=true&category=${FIXTURE.mainCategory}`);
    expect(barcodes(fixture.data)).toEqual([FIXTURE.barcodes.caffe]);
  });

  it('keeps only products with the tag', async () => {
    const page = await list('tag=Vegano&s=100');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => p.tags.includes('Vegano'))).toBe(true);
    const fixture = await list(`tag=Bio&category=${FIXTURE.mainCategory}`);
    expect(barcodes(fixture.data)).toEqual([FIXTURE.barcodes.mozzarella]);
  });
});

describe('GET /cli/ecommerce/products/:store: bad input', () => {
  it.each([
    ['p=-1', 'p'],
    ['s=1000', 's'],
    ['s=0', 's'],
    ['onlyPromotions=yes', 'onlyPromotions'],
    ['onlyBranded=1', 'onlyBranded'],
  ])('rejects %s', async (query, field) => {
    await expectBadRequest(t, `/cli/ecommerce/products/${fx.storeId}?${query}`, field);
  });

  it('rejects a store that is not a number, and answers 404 for an unknown one', async () => {
    await expectBadRequest(t, '/cli/ecommerce/products/abc', 'store');
    const body = await expectError(t, '/cli/ecommerce/products/999999', 200, 404);
    expect(body.message).toBe('Negozio non trovato');
  });
});
