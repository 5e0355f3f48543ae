import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@spesa/server/db';

export interface CatalogueSample {
  products: number;
  storeId: number;
  /** Every enabled store, for requests made as a shopper who chose one. */
  storeIds: number[];
  barcodes: string[];
  categories: string[];
  /** Main categories (departments). */
  departments: string[];
  /** Words of product descriptions, for never-seen and rare searches. */
  words: string[];
  seededMs: number | null;
}

async function count(db: Db, table: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return r.rows[0]?.n ?? 0;
}

/** `seed-catalogue.ts` in a process of its own, so its memory is not the server's. */
async function seedApart(databaseUrl: string, products: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed-catalogue.ts'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_PRODUCTS: String(products) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the bench catalogue failed (exit ${code})`);
}

/**
 * Seeds the large catalogue once per data folder (in a process of its own), then samples ids
 * for the requests.
 */
export async function prepareCatalogue(
  db: Db,
  databaseUrl: string,
  products: number,
): Promise<CatalogueSample> {
  let seededMs: number | null = null;
  const existing = await count(db, 'products');
  if (existing === 0) {
    const started = Date.now();
    await seedApart(databaseUrl, products);
    seededMs = Date.now() - started;
  } else if (existing !== products) {
    throw new Error(
      `the bench database holds ${existing} products, not ${products}: delete its DATA_DIR or set BENCH_PRODUCTS=${existing}`,
    );
  }
  await db.execute(sql`analyze`);
  const store = await db.execute<{ id: number }>(sql`select id from stores order by id limit 1`);
  const storeId = store.rows[0]?.id ?? 1;
  const enabled = await db.execute<{ id: number }>(
    sql`select id from stores where enabled order by id`,
  );
  const barcodes = await db.execute<{ barcode: string }>(
    sql`select p.barcode from products p join store_products sp on sp.product_id = p.id
        where sp.store_id = ${storeId} order by md5(p.barcode) limit 500`,
  );
  const categories = await db.execute<{ id: string }>(
    sql`select id from categories where parent_id is not null order by id`,
  );
  const departments = await db.execute<{ id: string }>(
    sql`select id from categories where parent_id is null order by id`,
  );
  const words = await db.execute<{ w: string }>(
    sql`select distinct w from (select regexp_split_to_table(lower(description), '[^a-z]+') as w
        from products order by md5(barcode) limit 3000) s where length(w) >= 4 order by w`,
  );
  return {
    products: await count(db, 'products'),
    departments: departments.rows.map((r) => r.id),
    words: words.rows.map((r) => r.w),
    storeId,
    storeIds: enabled.rows.map((r) => r.id),
    barcodes: barcodes.rows.map((r) => r.barcode),
    categories: categories.rows.map((r) => r.id),
    seededMs,
  };
}
