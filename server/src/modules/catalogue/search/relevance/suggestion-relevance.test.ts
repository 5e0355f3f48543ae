import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchSuggestions, envelope } from '@spesa/contracts';
import { buildTestApp, type TestApp } from '../../../../testing';
import { productsPage } from '../../../../testing/catalogue-helpers';
import {
  FOOD_WORDS,
  NON_FOOD_DEPARTMENTS,
  SUGGESTION_FIRST,
} from '../../../../testing/relevance/relevance-cases';

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

async function suggested(q: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/cli/ecommerce/products/${storeId}/suggestions?q=${encodeURIComponent(q)}`,
  });
  return envelope(SearchSuggestions).parse(res.json()).data.products;
}

const isFood = (categoryId: string) => !NON_FOOD_DEPARTMENTS.includes(categoryId.slice(0, 2));

describe('suggestions rank as the search does (issue 27.6)', () => {
  it.each(SUGGESTION_FIRST)(
    "suggests first for '%s' what the search puts first",
    async (q, first) => {
      const products = await suggested(q);
      expect(products[0]?.description, products.map((p) => p.description).join(' | ')).toMatch(
        first,
      );
      if (q.length > 4) {
        const searched = await productsPage(t, storeId, `q=${encodeURIComponent(q)}&s=1`);
        expect(searched.data[0]?.description).toMatch(first);
      }
    },
  );

  it('suggests no cosmetic or household product before food for a food word', async () => {
    const wrong: string[] = [];
    for (const q of FOOD_WORDS) {
      const products = await suggested(q);
      const food = products.map((p) => isFood(p.categoryId));
      // Food first, then (if ever) the rest: never a cosmetic above a food product.
      const sorted = [...food].sort((a, b) => Number(b) - Number(a));
      if (!food[0] || food.some((f, i) => f !== sorted[i]))
        wrong.push(
          `${q}: ${products.map((p) => `${p.description} (${p.categoryId})`).join(' | ')}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it("suggests only food for 'latte', a word of many food products", async () => {
    const products = await suggested('latte');
    expect(products.length).toBeGreaterThan(3);
    expect(products.filter((p) => !isFood(p.categoryId)).map((p) => p.description)).toEqual([]);
  });
});
