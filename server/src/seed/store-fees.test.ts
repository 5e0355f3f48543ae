import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';

/** The template database every test file clones was seeded by the global setup with seedDemo. */
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.close());

describe('the seeded store fees', () => {
  it('price every mode of every store, each threshold above the minimum order', async () => {
    const { rows } = await t.db.execute<{ modes: number; priced: number; below: number }>(sql`
      select (select count(*) from store_delivery_modes)::int as modes,
             (select count(*) from store_delivery_modes m join store_fees f
                on f.store_id = m.store_id and f.mode = m.mode)::int as priced,
             (select count(*) from store_delivery_modes m join store_fees f
                on f.store_id = m.store_id and f.mode = m.mode
              where f.fee_free_threshold_cents <= m.min_net_total_cents)::int as below`);
    expect(rows[0]?.modes).toBeGreaterThan(10);
    expect(rows[0]).toMatchObject({ priced: rows[0]?.modes, below: 0 });
  });
});
