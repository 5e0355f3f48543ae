import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products, productTags, promotions, stores, storeProducts } from '../db/schema';
import {
  FIXTURE,
  FIXTURE_CATEGORIES,
  FIXTURE_PRODUCTS,
  fixturePromotions,
  type FixtureName,
} from './catalogue-fixture-data';

export { FIXTURE, type FixtureName } from './catalogue-fixture-data';

export interface LoadedFixture {
  storeId: number;
  otherStoreId: number;
  ids: Record<FixtureName, number>;
}

const names = Object.keys(FIXTURE.barcodes) as FixtureName[];

/**
 * Adds the fixture department to a seeded test database: every product sold in
 * the first store (the latte out of stock), only the mozzarella in the second.
 */
export async function loadCatalogueFixture(db: Db): Promise<LoadedFixture> {
  const [first, second] = await db
    .select({ id: stores.id })
    .from(stores)
    .orderBy(asc(stores.id))
    .limit(2);
  if (!first || !second) throw new Error('the catalogue fixture needs two seeded stores');
  await db.insert(categories).values(FIXTURE_CATEGORIES);
  const rows = await db
    .insert(products)
    .values(FIXTURE_PRODUCTS)
    .returning({ id: products.id, barcode: products.barcode });
  const ids = Object.fromEntries(
    names.map((n) => [n, rows.find((r) => r.barcode === FIXTURE.barcodes[n])!.id]),
  ) as Record<FixtureName, number>;
  await db.insert(storeProducts).values([
    ...names.map((n) => ({
      storeId: first.id,
      productId: ids[n],
      priceCents: FIXTURE.prices[n],
      available: n !== 'latte',
    })),
    { storeId: second.id, productId: ids.mozzarella, priceCents: 209 },
  ]);
  const now = Date.now();
  // Offsets of a few days keep "today" valid whatever the time zone.
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  await db.insert(promotions).values(fixturePromotions(ids, first.id, second.id, day));
  await db.insert(productTags).values([
    { productId: ids.mozzarella, tagId: 'Senza_glutine' },
    { productId: ids.mozzarella, tagId: 'Bio' },
    { productId: ids.biscotti, tagId: 'Vegano' },
  ]);
  return { storeId: first.id, otherStoreId: second.id, ids };
}
