import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type FeaturedProductsSetup, replyIdOrNull } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { products, storeFeaturedProducts, storeProducts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { audit } from '../staff';

const columns = {
  barcode: products.barcode,
  description: products.description,
  available: storeProducts.available,
};

/** A product's row of the list, with whether the store sells it now. */
const notSold = (storeId: number | null) =>
  and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, storeId ?? -1));

async function storeList(db: DbOrTx, storeId: number) {
  return db
    .select(columns)
    .from(storeFeaturedProducts)
    .innerJoin(products, eq(products.id, storeFeaturedProducts.productId))
    .leftJoin(storeProducts, notSold(storeId))
    .where(eq(storeFeaturedProducts.storeId, storeId))
    .orderBy(asc(storeFeaturedProducts.rank));
}

async function chainList(db: DbOrTx, storeId: number | null) {
  return db
    .select(columns)
    .from(products)
    .leftJoin(storeProducts, notSold(storeId))
    .where(isNotNull(products.featuredRank))
    .orderBy(asc(products.featuredRank), asc(products.id));
}

/** What a store's home page features (its own list, else the chain's), or the chain's list. */
export async function featuredProducts(
  db: DbOrTx,
  storeId: number | null,
): Promise<FeaturedProductsSetup> {
  const own = storeId === null ? [] : await storeList(db, storeId);
  const rows = own.length > 0 ? own : await chainList(db, storeId);
  return {
    storeId: replyIdOrNull(storeId),
    source: own.length > 0 ? 'STORE' : 'CHAIN',
    products: rows.map((r) => ({
      barcode: r.barcode,
      description: r.description,
      shownInStore: storeId === null ? null : r.available === true,
    })),
  };
}

/** The ids of the barcodes, in order; an unknown barcode refuses the whole list, naming it. */
async function productIds(db: DbOrTx, barcodes: string[]): Promise<number[]> {
  const known =
    barcodes.length === 0
      ? []
      : await db
          .select({ id: products.id, barcode: products.barcode })
          .from(products)
          .where(inArray(products.barcode, barcodes));
  const idOf = new Map(known.map((p) => [p.barcode, p.id]));
  const unknown = barcodes.filter((b) => !idOf.has(b));
  if (unknown.length > 0)
    throw new AppError('PRODUCT_NOT_FOUND', {
      message: `Prodotto non trovato: ${unknown.join(', ')}`,
      errors: unknown.map((b) => ({ field: 'barcodes', message: `prodotto sconosciuto: ${b}` })),
    });
  return barcodes.map((b) => idOf.get(b)!);
}

const barcodesOf = (list: FeaturedProductsSetup) => list.products.map((p) => p.barcode);

/** Replaces the chain's list with the barcodes in order (rank 1, 2, …). */
export async function setFeaturedProducts(
  db: DbOrTx,
  staffId: number,
  barcodes: string[],
): Promise<FeaturedProductsSetup> {
  const ids = await productIds(db, barcodes);
  const before = await featuredProducts(db, null);
  await db.update(products).set({ featuredRank: null }).where(isNotNull(products.featuredRank));
  for (const [index, id] of ids.entries())
    await db
      .update(products)
      .set({ featuredRank: index + 1 })
      .where(eq(products.id, id));
  const after = await featuredProducts(db, null);
  await audit(db, {
    staffId,
    action: 'FEATURED_SET',
    entity: 'featured_products',
    entityId: 'chain',
    before: barcodesOf(before),
    after: barcodesOf(after),
  });
  return after;
}

/** Replaces a store's own list; an empty one makes the store show the chain's list again. */
export async function setStoreFeaturedProducts(
  db: DbOrTx,
  staffId: number,
  storeId: number,
  barcodes: string[],
): Promise<FeaturedProductsSetup> {
  const ids = await productIds(db, barcodes);
  const before = await featuredProducts(db, storeId);
  await db.delete(storeFeaturedProducts).where(eq(storeFeaturedProducts.storeId, storeId));
  if (ids.length > 0)
    await db
      .insert(storeFeaturedProducts)
      .values(ids.map((productId, index) => ({ storeId, productId, rank: index + 1 })));
  const after = await featuredProducts(db, storeId);
  await audit(db, {
    staffId,
    action: 'STORE_FEATURED_SET',
    entity: 'store_featured_products',
    entityId: String(storeId),
    before: { source: before.source, barcodes: barcodesOf(before) },
    after: { source: after.source, barcodes: barcodesOf(after) },
  });
  return after;
}
