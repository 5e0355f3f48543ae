import { envelope, Product } from '@spesa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing';
import {
  FIXTURE,
  loadCatalogueFixture,
  type LoadedFixture,
} from '../../testing/catalogue-fixtures';
import { expectBadRequest, expectError, getJson } from '../../testing/catalogue-helpers';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

describe('GET /cli/ecommerce/products/:store/featured', () => {
  it('lists featured products sold and available in the store, by rank', async () => {
    await t.db.db.execute(
      sql`update products set featured_rank = 0 where id in (${fx.ids.mozzarella}, ${fx.ids.latte})`,
    );
    const { data } = envelope(z.array(Product)).parse(
      await getJson(t, `/cli/ecommerce/products/${fx.storeId}/featured`),
    );
    expect(data[0]?.barcode).toBe(FIXTURE.barcodes.mozzarella);
    expect(data.length).toBeGreaterThan(1);
    expect(data.every((p) => p.available)).toBe(true);
    expect(data.map((p) => p.barcode)).not.toContain(FIXTURE.barcodes.latte);
    const ranks = await t.db.db.execute<{ barcode: string; featured_rank: number }>(
      sql`select barcode, featured_rank from products where featured_rank is not null`,
    );
    const rankOf = new Map(ranks.rows.map((r) => [r.barcode, r.featured_rank]));
    const order = data.map((p) => rankOf.get(p.barcode)!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown store and 400 for a malformed one', async () => {
    await expectError(t, '/cli/ecommerce/products/999999/featured', 200, 404);
    await expectBadRequest(t, '/cli/ecommerce/products/-3/featured', 'store');
  });
});
