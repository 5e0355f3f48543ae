import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing';
import { createDb, type DbHandle } from './client';
import { products } from './schema';

let base: TestDb;
const handles: DbHandle[] = [];

beforeAll(async () => {
  base = await createTestDb();
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await base?.close();
});

/** Statements kept by name on the pool's one connection after a named and a prepared query. */
async function namedAfterUse(mode: 'session' | 'transaction'): Promise<string[]> {
  const handle = createDb(base.url, 1, mode);
  handles.push(handle);
  await handle.pool.query({ name: 'pool_mode_probe', text: 'select 1 as one' });
  const prepared = handle.db
    .select({ id: products.id })
    .from(products)
    .limit(1)
    .prepare('pool_mode_drizzle');
  await prepared.execute();
  const rows = await handle.db.execute<{ name: string }>(
    sql`select name from pg_prepared_statements order by name`,
  );
  return rows.rows.map((r) => r.name);
}

describe('DATABASE_POOL_MODE', () => {
  it('session: named statements stay named (parsed once per connection)', async () => {
    expect(await namedAfterUse('session')).toEqual(['pool_mode_drizzle', 'pool_mode_probe']);
  });

  it('transaction: every statement goes unnamed, so a transaction pooler can move the client', async () => {
    expect(await namedAfterUse('transaction')).toEqual([]);
  });
});
