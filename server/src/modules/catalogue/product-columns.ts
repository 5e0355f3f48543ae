import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { categories, products, storeProducts } from '../../db/schema';

export const subCategory = alias(categories, 'sub_category');
export const mainCategory = alias(categories, 'main_category');

/** Everything `toProduct` needs, read from one product joined to its store row. */
export const productColumns = {
  id: products.id,
  barcode: products.barcode,
  ref: products.ref,
  description: products.description,
  brand: products.brand,
  ownBrand: products.ownBrand,
  um: products.um,
  umStepMilli: products.umStepMilli,
  maxAmountMilli: products.maxAmountMilli,
  netContent: products.netContent,
  netContentUnit: products.netContentUnit,
  vatConfigurationId: products.vatConfigurationId,
  imageCount: products.imageCount,
  categoryId: products.categoryId,
  subCategoryName: subCategory.description,
  // A product filed directly under a main category is its own subcategory.
  categoryName: sql<string>`coalesce(${mainCategory.description}, ${subCategory.description})`,
  priceCents: storeProducts.priceCents,
  available: storeProducts.available,
};

/**
 * Products sold in one store: only those with a store_products row exist there.
 * `total` counts the whole match before LIMIT, saving a second scan for paging.
 */
export function selectInStore(db: DbOrTx, storeId: number) {
  return db
    .select({ ...productColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .innerJoin(
      storeProducts,
      and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, storeId)),
    )
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .$dynamic();
}
