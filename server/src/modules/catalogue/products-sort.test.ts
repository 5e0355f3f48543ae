import { BrandCount, envelope, type Product } from '@spesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing';
import { loadCatalogueFixture, type LoadedFixture } from '../../testing/catalogue-fixtures';
import {
  expectBadRequest,
  expectError,
  getJson,
  productsPage,
} from '../../testing/catalogue-helpers';

/** Issue 27.12: listings ordered by price, unit price or name, and narrowed to a brand. */
let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

const list = (query = '') => productsPage(t, fx.storeId, query);
const BrandCounts = envelope(z.array(BrandCount));
const brandCounts = async (query = '') =>
  BrandCounts.parse(await getJson(t, `/cli/ecommerce/products/${fx.storeId}/brands?${query}`)).data;

/** Every page of a listing, read one after another as a shopper scrolls. */
async function walk(query: string, size = 7): Promise<{ products: Product[]; total: number }> {
  const first = await list(`${query}&s=${size}`);
  const products = [...first.data];
  for (let p = 1; p < first.totalPages; p++)
    products.push(...(await list(`${query}&s=${size}&p=${p}`)).data);
  return { products, total: first.totalElements };
}

/** Each page holds new products, and the pages together hold every match once. */
function expectWhole(products: Product[], total: number, label: string) {
  const ids = products.map((p) => p.id);
  expect(new Set(ids).size, `${label}: no product twice`).toBe(ids.length);
  expect(ids.length, `${label}: no product left out`).toBe(total);
}

const cardCents = (p: Product) => Math.round(p.netPrice * 100 * p.umStep);
const isSorted = <T>(values: T[], before: (a: T, b: T) => boolean) =>
  values.every((v, i) => i === 0 || !before(v, values[i - 1]!));

describe('sort', () => {
  it('orders a category by the card price, both ways, over pages without gaps or repeats', async () => {
    const plain = await walk('category=ZZ', 2);
    const up = await walk('category=ZZ&sort=price', 2);
    const down = await walk('category=ZZ&sort=price&dir=desc', 2);
    for (const [label, run] of [
      ['asc', up],
      ['desc', down],
    ] as const) {
      expectWhole(run.products, plain.total, label);
      expect(new Set(run.products.map((p) => p.id))).toEqual(
        new Set(plain.products.map((p) => p.id)),
      );
    }
    expect(isSorted(up.products.map(cardCents), (a, b) => a < b)).toBe(true);
    expect(isSorted(down.products.map(cardCents), (a, b) => a > b)).toBe(true);
    expect(up.products.map((p) => p.id)).toEqual([...down.products].reverse().map((p) => p.id));
  });

  it('orders the whole store by unit price, products without one last, and pages it whole', async () => {
    for (const dir of ['asc', 'desc']) {
      const { products, total } = await walk(`sort=unitPrice&dir=${dir}`, 100);
      expectWhole(products, total, dir);
      const perUm = products.map((p) => p.pricePerUm);
      const firstNull = perUm.indexOf(null);
      const priced = (firstNull < 0 ? perUm : perUm.slice(0, firstNull)) as number[];
      if (firstNull >= 0)
        expect(
          perUm.slice(firstNull).every((v) => v === null),
          dir,
        ).toBe(true);
      const before =
        dir === 'asc' ? (a: number, b: number) => a < b : (a: number, b: number) => a > b;
      // pricePerUm is rounded to the cent; the order compares the exact figure.
      expect(
        isSorted(
          priced.map((v) => Math.round(v * 100)),
          before,
        ),
        dir,
      ).toBe(true);
    }
  });

  it('orders a search by name, keeping exactly the search matches', async () => {
    const ranked = await walk('q=latte', 10);
    const named = await walk('q=latte&sort=name', 10);
    expect(ranked.total).toBeGreaterThan(10);
    expectWhole(named.products, ranked.total, 'name');
    expect(new Set(named.products.map((p) => p.id))).toEqual(
      new Set(ranked.products.map((p) => p.id)),
    );
    const names = named.products.map((p) => p.description);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses an unknown order or direction with a 400 naming it; empty means absent', async () => {
    await expectBadRequest(t, `/cli/ecommerce/products/${fx.storeId}?sort=cheapest`, 'sort');
    await expectBadRequest(t, `/cli/ecommerce/products/${fx.storeId}?sort=price&dir=up`, 'dir');
    await expectBadRequest(
      t,
      `/cli/ecommerce/products/${fx.storeId}?brand=${'x'.repeat(61)}`,
      'brand',
    );
    await expectBadRequest(t, `/cli/ecommerce/products?sort=price`, 'sort');
    await expectBadRequest(t, `/cli/ecommerce/products?brand=Spesa`, 'brand');
    expect(await list('category=ZZ&sort=&dir=&brand=')).toEqual(await list('category=ZZ'));
  });

  it('is cached per order and brand: each URL keeps its own reply', async () => {
    const url = (query: string) => `/cli/ecommerce/products/${fx.storeId}?category=ZZ&${query}`;
    const get = (query: string) => t.app.inject({ method: 'GET', url: url(query) });
    const [up, down, named] = await Promise.all([
      get('sort=price'),
      get('sort=price&dir=desc'),
      get('sort=name'),
    ]);
    const again = await get('sort=price&dir=desc');
    expect(again.headers.etag).toBe(down.headers.etag);
    expect(new Set([up.headers.etag, down.headers.etag, named.headers.etag]).size).toBe(3);
    expect(again.json()).toEqual(down.json());
    const brand = (await brandCounts('category=ZZ'))[0]!.brand;
    const narrowed = await get(`brand=${encodeURIComponent(brand)}`);
    expect(narrowed.headers.etag).not.toBe((await get('')).headers.etag);
  });

  it('is the same on /products?store= as on /products/{store}', async () => {
    const viaQuery = await getJson(
      t,
      `/cli/ecommerce/products?store=${fx.storeId}&sort=price&q=latte`,
    );
    expect(viaQuery).toEqual(await list('sort=price&q=latte'));
  });
});

describe('brand', () => {
  it('counts the brands of a search, and each count is what the brand filter lists', async () => {
    const counts = await brandCounts('q=latte');
    expect(counts.length).toBeGreaterThan(1);
    expect(
      isSorted(
        counts.map((c) => c.count),
        (a, b) => a > b,
      ),
    ).toBe(true);
    const all = await walk('q=latte', 50);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(
      all.products.filter((p) => p.brand !== '').length,
    );
    for (const { brand, count } of counts.slice(0, 3)) {
      const q = `q=latte&brand=${encodeURIComponent(brand)}`;
      for (const extra of ['', '&sort=price']) {
        const { products } = await walk(q + extra, 3);
        expectWhole(products, count, brand + extra);
        expect(products.every((p) => p.brand === brand)).toBe(true);
      }
      // The chosen brand does not hide the others.
      expect(await brandCounts(q)).toEqual(counts);
    }
  });

  it('narrows a browse and counts a category with its filters; an unknown store is code 404', async () => {
    const counts = await brandCounts('category=ZZ');
    const whole = await walk('category=ZZ', 50);
    for (const { brand, count } of counts) {
      expect(whole.products.filter((p) => p.brand === brand)).toHaveLength(count);
      const page = await list(`category=ZZ&brand=${encodeURIComponent(brand)}`);
      expect(page.totalElements).toBe(count);
    }
    const store = await list(`brand=${encodeURIComponent(counts[0]!.brand)}&s=100`);
    expect(store.data.every((p) => p.brand === counts[0]!.brand)).toBe(true);
    const promoted = await brandCounts('onlyPromotions=true');
    const promotedTotal = (await list('onlyPromotions=true')).totalElements;
    expect(promoted.reduce((sum, c) => sum + c.count, 0)).toBeLessThanOrEqual(promotedTotal);
    expect(await brandCounts('q=zzzzqqq')).toEqual([]);
    await expectError(t, '/cli/ecommerce/products/999999/brands', 200, 404);
  });
});
