import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing';
import { loadCatalogueFixture, type LoadedFixture } from '../../testing/catalogue-fixtures';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

type Counts = Record<string, number>;

/** The read model's rows, as `store/category` → products, zero rows left out. */
async function kept(): Promise<Counts> {
  const { rows } = await t.db.db.execute<{ k: string; n: number }>(
    sql`select store_id || '/' || category_id as k, products as n
        from store_category_counts where products > 0 order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.k, r.n]));
}

/** The same figures counted live from the tables they summarise. */
async function live(): Promise<Counts> {
  const { rows } = await t.db.db.execute<{ k: string; n: number }>(
    sql`select sp.store_id || '/' || p.category_id as k, count(*)::int as n
        from store_products sp join products p on p.id = sp.product_id group by 1 order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.k, r.n]));
}

describe('store_category_counts (listing totals read model)', () => {
  it('matches the live counts after the seed and the fixture', async () => {
    expect(await kept()).toEqual(await live());
  });

  it('follows a product removed from a store, added again and moved to another category', async () => {
    const { rows } = await t.db.db.execute<{ id: number }>(
      sql`select product_id as id from store_products where store_id = ${fx.storeId}
          order by product_id limit 1`,
    );
    const productId = rows[0]?.id;
    expect(productId).toBeDefined();
    const before = await kept();

    await t.db.db.execute(
      sql`delete from store_products where store_id = ${fx.storeId} and product_id = ${productId}`,
    );
    const removed = await kept();
    expect(removed).toEqual(await live());
    expect(removed).not.toEqual(before);

    await t.db.db.execute(
      sql`insert into store_products (store_id, product_id, price_cents) values (${fx.storeId}, ${productId}, 199)`,
    );
    expect(await kept()).toEqual(before);

    await t.db.db.execute(sql`update products set category_id = (
        select id from categories c where c.id <> products.category_id and c.parent_id is not null
        order by id limit 1) where id = ${productId}`);
    const moved = await kept();
    expect(moved).toEqual(await live());
    expect(moved).not.toEqual(before);
  });

  it('rolls back with the write that changed it', async () => {
    const before = await kept();
    await expect(
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`delete from store_products where store_id = ${fx.storeId}`);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await kept()).toEqual(before);
  });
});
