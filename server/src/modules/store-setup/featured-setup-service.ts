import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FeaturedProductsSetup } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { products, storeProducts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { audit } from '../staff/audit-log';

/** The featured list in its order; with a store, whether that store's home page shows each one. */
export async function featuredProducts(
  db: DbOrTx,
  storeId: number | null,
): Promise<FeaturedProductsSetup> {
  const rows = await db
    .select({
      barcode: products.barcode,
      description: products.description,
      available: storeProducts.available,
    })
    .from(products)
    .leftJoin(
      storeProducts,
      and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, storeId ?? -1)),
    )
    .where(isNotNull(products.featuredRank))
    .orderBy(asc(products.featuredRank), asc(products.id));
  return {
    storeId,
    products: rows.map((r) => ({
      barcode: r.barcode,
      description: r.description,
      shownInStore: storeId === null ? null : r.available === true,
    })),
  };
}

/**
 * Replaces the featured list with the barcodes in order (rank 1, 2, …). An unknown barcode
 * refuses the whole list, naming it.
 */
export async function setFeaturedProducts(
  db: DbOrTx,
  staffId: number,
  barcodes: string[],
): Promise<FeaturedProductsSetup> {
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
  const before = await featuredProducts(db, null);
  await db.update(products).set({ featuredRank: null }).where(isNotNull(products.featuredRank));
  for (const [index, barcode] of barcodes.entries())
    await db
      .update(products)
      .set({ featuredRank: index + 1 })
      .where(eq(products.id, idOf.get(barcode)!));
  const after = await featuredProducts(db, null);
  await audit(db, {
    staffId,
    action: 'FEATURED_SET',
    entity: 'featured_products',
    entityId: 'chain',
    before: before.products.map((p) => p.barcode),
    after: after.products.map((p) => p.barcode),
  });
  return after;
}
