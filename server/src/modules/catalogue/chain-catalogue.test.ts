import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing';
import { shopToday } from '../../shared/shop-time';
import {
  expectBadRequest,
  expectError,
  getJson,
  ProductsPage,
} from '../../testing/catalogue-helpers';

let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const stores = await t.db.db.execute<{ id: number }>(
    sql`select id from stores order by id limit 1`,
  );
  storeId = stores.rows[0]!.id;
});
afterAll(() => t?.close());

const chain = async (query: string) =>
  ProductsPage.parse(await getJson(t, `/cli/ecommerce/products?${query}`));

/** A product with a store-only offer running today and no chain-wide one. */
async function storeOnlyOffer() {
  const today = shopToday();
  const rows = await t.db.db.execute<{ barcode: string; promo: number }>(sql`
    select p.barcode, pr.id as promo from promotions pr join products p on p.id = pr.product_id
    where pr.store_id is not null and pr.valid_from <= ${today}::date and pr.valid_to >= ${today}::date
      and not exists (select 1 from promotions c where c.product_id = p.id and c.store_id is null)
    limit 1`);
  return rows.rows[0]!;
}

describe('GET /cli/ecommerce/products without a store (issue 18)', () => {
  it('pages every product some store sells, with the paging fields', async () => {
    const sold = await t.db.db.execute<{ n: number }>(
      sql`select count(distinct product_id)::int as n from store_products`,
    );
    const first = await chain('store=&s=24');
    expect(first.data).toHaveLength(24);
    expect(first.totalPages).toBe(Math.ceil(sold.rows[0]!.n / 24));
    expect(first).toMatchObject({ responseCode: 0, number: 0, last: false });
    const last = await chain(`s=24&p=${first.totalPages - 1}`);
    expect(last.last).toBe(true);
    expect(new Set([...first.data, ...last.data].map((p) => p.id)).size).toBe(
      first.data.length + last.data.length,
    );
  });

  it("prices at the median of the stores' prices with chain-wide offers only", async () => {
    const { barcode, promo } = await storeOnlyOffer();
    const { data } = await chain(`q=${barcode}`);
    const product = data[0]!;
    expect(product.barcode).toBe(barcode);
    const median = await t.db.db.execute<{ cents: number }>(sql`
      select percentile_disc(0.5) within group (order by sp.price_cents)::int as cents
      from store_products sp join products p on p.id = sp.product_id where p.barcode = ${barcode}`);
    expect(product.price).toBe(median.rows[0]!.cents / 100);
    expect(product.promotions.map((p) => p.id)).not.toContain(promo);
    expect(product.netPrice).toBe(product.price);
  });

  it('filters by chain-wide offers, own brand and category, and searches with typos', async () => {
    const offers = await chain('onlyPromotions=true&s=50');
    expect(offers.data.length).toBeGreaterThan(0);
    expect(offers.data.every((p) => p.promotions.length > 0)).toBe(true);
    expect(offers.data.some((p) => p.netPrice < p.price)).toBe(true);
    const own = await chain('onlyBranded=true&s=50');
    expect(own.data.every((p) => p.ownBrand)).toBe(true);
    const found = await chain('q=mozarela');
    expect(found.data[0]?.description).toMatch(/mozzarell/i);
    const category = found.data[0]!.categoryId;
    const inCategory = await chain(`category=${category}&s=100`);
    expect(inCategory.data.every((p) => p.categoryId === category)).toBe(true);
  });

  it("with a store answers exactly the spec's /products/{store}", async () => {
    for (const query of ['q=pasta&p=1', 'onlyPromotions=true', 'p=2&s=10']) {
      expect(await getJson(t, `/cli/ecommerce/products?store=${storeId}&${query}`)).toEqual(
        await getJson(t, `/cli/ecommerce/products/${storeId}?${query}`),
      );
    }
  });

  it('reads every empty query parameter as not given, as other clients send them (issue 26)', async () => {
    const every = 'q=latte&p=0&category=&onlyPromotions=false&onlyBranded=false&tag=&s=';
    const chainWide = await chain(`store=&${every}`);
    expect(chainWide.data.length).toBeGreaterThan(0);
    expect(chainWide).toEqual(await chain('q=latte'));
    const category = chainWide.data[0]!.categoryId;
    const listing = `q=&p=0&category=${category}&onlyPromotions=&onlyBranded=&tag=`;
    const inCategory = await chain(`store=&${listing}`);
    expect(inCategory.data.length).toBeGreaterThan(0);
    expect(inCategory).toEqual(await chain(`category=${category}`));
    expect(await getJson(t, `/cli/ecommerce/products/${storeId}?${every}`)).toEqual(
      await getJson(t, `/cli/ecommerce/products/${storeId}?q=latte`),
    );
  });

  it('refuses a bad store or page in the envelope, and an unknown store with 404', async () => {
    await expectBadRequest(t, '/cli/ecommerce/products?store=abc', 'store');
    await expectBadRequest(t, '/cli/ecommerce/products?p=-1', 'p');
    await expectError(t, '/cli/ecommerce/products?store=999999', 200, 404);
  });
});
