import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productTags, promotions, storeProducts, stores, tags } from '../../db/schema';
import type { PromotionRecord } from './pricing';
import type { ProductInfoRow } from './product-info';
import type { ProductRow } from './product-mapper';
import { mainCategory, selectInStore, subCategory } from './product-columns';
import { activeInStore } from './product-filters';

/** The home page grid is short; the cap only guards against a careless import. */
const FEATURED_LIMIT = 48;

export async function storeExists(db: DbOrTx, storeId: number): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return rows.length > 0;
}

export async function findFeatured(db: DbOrTx, storeId: number): Promise<ProductRow[]> {
  return selectInStore(db, storeId)
    .where(and(isNotNull(products.featuredRank), eq(storeProducts.available, true)))
    .orderBy(asc(products.featuredRank), asc(products.id))
    .limit(FEATURED_LIMIT);
}

export async function findInStore(
  db: DbOrTx,
  storeId: number,
  barcode: string,
): Promise<ProductRow | undefined> {
  const rows = await selectInStore(db, storeId).where(eq(products.barcode, barcode));
  return rows[0];
}

export async function productExists(db: DbOrTx, barcode: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.barcode, barcode));
  return rows.length > 0;
}

export async function activePromotions(
  db: DbOrTx,
  storeId: number,
  today: string,
  productIds: number[],
): Promise<(PromotionRecord & { productId: number })[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: promotions.productId,
      id: promotions.id,
      description: promotions.description,
      valueType: promotions.valueType,
      value: promotions.value,
      validFrom: promotions.validFrom,
      validTo: promotions.validTo,
    })
    .from(promotions)
    .where(and(inArray(promotions.productId, productIds), activeInStore(storeId, today)));
}

/** Tag ids per product, in the order the shop lists its tags. */
export async function productTagIds(
  db: DbOrTx,
  productIds: number[],
): Promise<{ productId: number; tagId: string }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productTags.productId, tagId: productTags.tagId })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, productIds))
    .orderBy(asc(tags.sortOrder));
}

export async function findInfo(
  db: DbOrTx,
  barcode: string,
): Promise<(ProductInfoRow & { id: number }) | undefined> {
  const rows = await db
    .select({
      id: products.id,
      barcode: products.barcode,
      description: products.description,
      um: products.um,
      netContentUnit: products.netContentUnit,
      pieceGrams: products.pieceGrams,
      info: products.info,
    })
    .from(products)
    .where(eq(products.barcode, barcode));
  return rows[0];
}

export interface ImageSubject {
  description: string;
  brand: string;
  mainCategoryId: string;
  mainCategoryName: string;
}

/** What a product's picture shows: its name, brand and department. */
export async function findImageSubject(
  db: DbOrTx,
  barcode: string,
): Promise<ImageSubject | undefined> {
  const rows = await db
    .select({
      description: products.description,
      brand: products.brand,
      mainCategoryId: sql<string>`coalesce(${mainCategory.id}, ${subCategory.id})`,
      mainCategoryName: sql<string>`coalesce(${mainCategory.description}, ${subCategory.description})`,
    })
    .from(products)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(eq(products.barcode, barcode));
  return rows[0];
}
