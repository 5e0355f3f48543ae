import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchSuggestions, envelope } from '@spesa/contracts';
import { productSearch } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../testing';
import { productsPage } from '../../../testing/catalogue-helpers';

/**
 * Issue 27.6: suggestions and search rank by what shoppers buy among equally relevant
 * products (the count itself: purchase-counts.test.ts).
 */
let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const first = await t.db.db.execute<{ id: number }>(
    sql`select id from stores order by id limit 1`,
  );
  storeId = first.rows[0]!.id;
});
afterAll(() => t?.close());

async function suggestedNames(q: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/cli/ecommerce/products/${storeId}/suggestions?q=${encodeURIComponent(q)}`,
  });
  return envelope(SearchSuggestions)
    .parse(res.json())
    .data.products.map((p) => p.description);
}

async function searchedNames(q: string): Promise<string[]> {
  const page = await productsPage(t, storeId, `q=${encodeURIComponent(q)}&s=10`);
  return page.data.map((p) => p.description);
}

async function setPurchases(description: string, purchases: number): Promise<void> {
  const rows = await t.db.db
    .update(productSearch)
    .set({ purchases })
    .where(eq(productSearch.description, description))
    .returning({ id: productSearch.id });
  expect(rows.length).toBeGreaterThan(0);
}

/** A search reply is cached per catalogue version: moving it makes the next read fresh. */
const moveCatalogueVersion = () =>
  t.db.db.execute(sql`update catalogue_version set version = version + 1`);

describe('what shoppers buy ranks among equals (issue 27.6)', () => {
  it('puts the product bought most first of equally relevant ones, in suggestions and search', async () => {
    const suggested = await suggestedNames('latte');
    const searched = await searchedNames('latte');
    // The second suggestion: near the first in relevance, as the search also ranks it lower.
    const second = suggested[1]!;
    expect(searched).toContain(second);
    expect(searched.indexOf(second)).toBeGreaterThan(0);

    await setPurchases(second, 40);
    await moveCatalogueVersion();
    expect((await suggestedNames('latte'))[0]).toBe(second);
    expect((await searchedNames('latte'))[0]).toBe(second);
  });

  it('never lifts a loose match above a product the words name', async () => {
    // Whatever shoppers buy, a cleansing milk stays below the milk on the milk shelf.
    const cosmetic = await t.db.db.execute<{ description: string }>(sql`
      select ps.description from product_search ps
      where ps.search_vector @@ to_tsquery('italian', 'latte')
        and left(ps.category_id, 2) in ('11', '12', '13', '14') and ${storeId} = any(ps.store_ids)
      limit 1`);
    const loose = cosmetic.rows[0]?.description;
    expect(loose).toBeDefined();
    await setPurchases(loose!, 100_000);
    await moveCatalogueVersion();
    expect(await suggestedNames('latte')).not.toContain(loose);
    expect((await searchedNames('latte')).slice(0, 3)).not.toContain(loose);
  });
});
