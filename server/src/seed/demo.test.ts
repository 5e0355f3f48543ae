import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';
import { isValidEan13 } from './ean13';

/** The template database every test file clones was seeded by the global setup with seedDemo. */
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.close());

/** Runs a query of integer counts and returns its single row. */
async function counts(query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const result = await t.db.execute<Record<string, number>>(query);
  const [row] = result.rows;
  if (!row) throw new Error('no row');
  return row;
}

describe('the seeded demo shop', () => {
  it('has the catalogue: products, 16 departments, 6 tags', async () => {
    const row = await counts(sql`
      select (select count(*) from products)::int as products,
             (select count(*) from categories where parent_id is null)::int as mains,
             (select count(*) from tags)::int as tags,
             (select count(*) from products p join categories c on c.id = p.category_id where c.parent_id is null)::int as orphans`);
    expect(row.products).toBeGreaterThanOrEqual(2000);
    expect(row.mains).toBe(16);
    expect(row.tags).toBe(6);
    expect(row.orphans).toBe(0);
  });

  it('stores only valid EAN-13 barcodes', async () => {
    const result = await t.db.execute<{ barcode: string }>(sql`select barcode from products`);
    const invalid = result.rows.map((r) => r.barcode).filter((b) => !isValidEan13(b));
    expect(invalid).toEqual([]);
  });

  it('has weighed and own-brand products, and promotions active today', async () => {
    const row = await counts(sql`
      select (select count(*) from products where um = 'KG')::int as kg,
             (select count(*) from products where own_brand)::int as own,
             (select count(*) from promotions where valid_from <= current_date and valid_to >= current_date)::int as active,
             (select count(*) from promotions where valid_to < current_date)::int as expired`);
    expect(row.kg).toBeGreaterThan(0);
    expect(row.own).toBeGreaterThan(0);
    expect(row.active).toBeGreaterThan(0);
    expect(row.expired).toBeGreaterThan(0);
  });

  it('has at least eight stores, each pricing the catalogue', async () => {
    const row = await counts(sql`
      select (select count(*) from stores)::int as stores,
             (select count(*) from stores s where not exists (select 1 from store_products sp where sp.store_id = s.id))::int as unpriced`);
    expect(row.stores).toBeGreaterThanOrEqual(8);
    expect(row.unpriced).toBe(0);
  });

  it('knows Bologna 40121 and delivers home to a store own postcode', async () => {
    const row = await counts(sql`
      select (select count(*) from city_zips z join cities c on c.id = z.city_id where c.name = 'Bologna' and z.zip = '40121')::int as bologna,
             (select count(*) from stores s join store_service_areas a on a.store_id = s.id and a.mode = 'AT_HOME' and a.zip = s.zip)::int as own_zip,
             (select count(*) from products where search_vector @@ plainto_tsquery('italian', 'mozzarella'))::int as search_found`);
    expect(row.bologna).toBe(1);
    expect(row.own_zip).toBeGreaterThan(0);
    expect(row.search_found).toBeGreaterThan(0);
  });
});
