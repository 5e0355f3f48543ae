import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing';
import { loadCatalogueFixture, type LoadedFixture } from '../../../testing/catalogue-fixtures';
import { productsPage } from '../../../testing/catalogue-helpers';

let t: TestApp;
let fx: LoadedFixture;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await loadCatalogueFixture(t.db.db);
});
afterAll(() => t?.close());

/** The search read model's rows, one line per product. */
async function kept(): Promise<string[]> {
  const { rows } = await t.db.db.execute<{ line: string }>(
    sql`select concat_ws('|', id, category_id, own_brand, head_word, description,
          search_vector::text, store_ids::text) as line
        from product_search order by id`,
  );
  return rows.map((r) => r.line);
}

/** The same rows read live from the tables the model copies. */
async function live(): Promise<string[]> {
  const { rows } = await t.db.db.execute<{ line: string }>(
    sql`select concat_ws('|', p.id, p.category_id, p.own_brand, p.head_word, p.description,
          p.search_vector::text,
          array(select sp.store_id from store_products sp where sp.product_id = p.id
                order by sp.store_id)::text) as line
        from products p order by p.id`,
  );
  return rows.map((r) => r.line);
}

async function someProductOfStore(): Promise<number> {
  const { rows } = await t.db.db.execute<{ id: number }>(
    sql`select product_id as id from store_products where store_id = ${fx.storeId}
        order by product_id limit 1`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the fixture store sells nothing');
  return id;
}

describe('product_search (search read model)', () => {
  it('matches the products and their stores after the seed and the fixture', async () => {
    expect(await kept()).toEqual(await live());
  });

  it('follows a product leaving a store, coming back, renamed and deleted', async () => {
    const id = await someProductOfStore();
    const before = await kept();

    await t.db.db.execute(
      sql`delete from store_products where store_id = ${fx.storeId} and product_id = ${id}`,
    );
    const left = await kept();
    expect(left).toEqual(await live());
    expect(left).not.toEqual(before);

    await t.db.db.execute(
      sql`insert into store_products (store_id, product_id, price_cents) values (${fx.storeId}, ${id}, 199)`,
    );
    expect(await kept()).toEqual(before);

    // A price change keeps the stores; a row moved to another store changes them.
    await t.db.db.execute(sql`update store_products set price_cents = price_cents + 1`);
    expect(await kept()).toEqual(before);
    await t.db.db.execute(sql`update store_products set store_id = (
        select id from stores where id <> ${fx.storeId} order by id limit 1)
        where store_id = ${fx.storeId} and product_id = ${id}
          and not exists (select 1 from store_products o
            where o.product_id = ${id} and o.store_id <> ${fx.storeId})`);
    expect(await kept()).toEqual(await live());

    await t.db.db.execute(
      sql`update products set description = 'Zuppa di prova 500 g', own_brand = not own_brand where id = ${id}`,
    );
    const renamed = await kept();
    expect(renamed).toEqual(await live());
    expect(renamed.join('\n')).toContain('zupp');

    await t.db.db.execute(sql`delete from products where id = ${id}`);
    expect(await kept()).toEqual(await live());
  });

  it('is what the shop search finds: a product leaving the store leaves its results', async () => {
    const { rows } = await t.db.db.execute<{ id: number; word: string }>(
      sql`select p.id, p.head_word as word from products p
          join store_products sp on sp.product_id = p.id and sp.store_id = ${fx.storeId}
          where length(p.head_word) >= 4 order by p.id limit 1`,
    );
    const { id, word } = rows[0]!;
    const found = await productsPage(t, fx.storeId, `q=${word}&s=50`);
    expect(found.data.map((p) => p.id)).toContain(String(id));
    await t.db.db.execute(
      sql`delete from store_products where store_id = ${fx.storeId} and product_id = ${id}`,
    );
    const after = await productsPage(t, fx.storeId, `q=${word}&s=50`);
    expect(after.data.map((p) => p.id)).not.toContain(id);
  });

  it('rolls back with the write that changed it', async () => {
    const before = await kept();
    await expect(
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`delete from store_products where store_id = ${fx.storeId}`);
        await tx.execute(sql`update products set description = 'Altro' where true`);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await kept()).toEqual(before);
  });

  it('empties the stores when store_products is truncated', async () => {
    await t.db.db.execute(sql`truncate store_products`);
    expect(await kept()).toEqual(await live());
  });
});
