import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { REFERENCE_WINDOW_DAYS } from '@spesa/contracts';
import {
  categories,
  priceHistory,
  products,
  productTags,
  promotions,
  storeProducts,
  tags,
} from '../../db/schema';
import type { PromotionRecord } from './pricing';
import { param } from './product-filters';
import type { ProductRow } from './product-mapper';

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
  photos: products.photos,
  categoryId: products.categoryId,
  subCategoryName: subCategory.description,
  // A product filed directly under a main category is its own subcategory.
  categoryName: sql<string>`coalesce(${mainCategory.description}, ${subCategory.description})`,
  priceCents: storeProducts.priceCents,
  available: storeProducts.available,
};

// These subqueries name their own aliases and columns: in a single-table select
// drizzle prints columns without their table, which inside a subquery would bind
// `id` to the subquery's table instead of the product.

/** The product's tag ids in the shop's tag order, as a JSON array. */
export const tagIdsJson = sql<string[]>`coalesce((
  select json_agg(pt.tag_id order by t.sort_order, t.id)
  from ${productTags} pt join ${tags} t on t.id = pt.tag_id
  where pt.product_id = products.id), '[]'::json)`;

/** Shelf prices of the bound store before the offer `pr` began, from the one in force 30 days before. */
const shelfHistoryJson = sql`coalesce((
  select json_agg(json_build_object('priceCents', h.price_cents, 'from', h.valid_from)
    order by h.valid_from, h.id)
  from ${priceHistory} h
  where h.store_id = ${param.storeId} and h.product_id = products.id
    and h.promotion_id is null and h.valid_from < pr.valid_from
    and h.valid_from >= coalesce((
      select max(h0.valid_from) from ${priceHistory} h0
      where h0.store_id = ${param.storeId} and h0.product_id = products.id
        and h0.promotion_id is null
        and h0.valid_from <= pr.valid_from - ${sql.raw(String(REFERENCE_WINDOW_DAYS))}
    ), '-infinity'::date)), '[]'::json)`;

/** Other offers' prices in the bound store that applied on some of the 30 days before `pr` began. */
const offerHistoryJson = sql`coalesce((
  select json_agg(json_build_object(
    'priceCents', h.price_cents, 'from', h.valid_from, 'to', h.valid_to))
  from ${priceHistory} h
  where h.store_id = ${param.storeId} and h.product_id = products.id
    and h.promotion_id is not null and h.promotion_id <> pr.id
    and h.valid_from < pr.valid_from
    and h.valid_to >= pr.valid_from - ${sql.raw(String(REFERENCE_WINDOW_DAYS))}), '[]'::json)`;

/**
 * Offers running today for every store or for the bound one, as `PromotionRecord` JSON, each
 * with the bound store's prices that may count for its 30-day reference (art. 17-bis): shelf
 * prices from the one in force 30 days before the offer began, and earlier offers' prices
 * that reached into those 30 days. The rule itself is `lowestPriceReference` in contracts.
 */
const promotionsJson = sql<PromotionRecord[]>`coalesce((
  select json_agg(json_build_object(
    'id', pr.id, 'description', pr.description, 'valueType', pr.value_type,
    'value', pr.value, 'validFrom', pr.valid_from, 'validTo', pr.valid_to,
    'kind', pr.kind, 'perishable', coalesce(${storeProducts.perishable}, false),
    'shelf', ${shelfHistoryJson}, 'offers', ${offerHistoryJson}))
  from ${promotions} pr
  where pr.product_id = products.id
    and (pr.store_id is null or pr.store_id = ${param.storeId})
    and pr.valid_from <= ${param.today} and pr.valid_to >= ${param.today}), '[]'::json)`;

/**
 * A product as sold in the bound store, with its offers and tags: one statement
 * instead of one for the products and one each for their offers and tags.
 */
export const pricedColumns = { ...productColumns, promotions: promotionsJson, tags: tagIdsJson };

export type PricedRow = ProductRow & { promotions: PromotionRecord[]; tags: string[] };

const inBoundStore = and(
  eq(storeProducts.productId, products.id),
  eq(storeProducts.storeId, param.storeId),
);

/** Priced products picked by a `where`; only products with a row in the store exist there. */
export function selectPriced(db: Db) {
  return db
    .select(pricedColumns)
    .from(products)
    .innerJoin(storeProducts, inBoundStore)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .$dynamic();
}

/**
 * Priced products for the ids a page subquery (aliased `page`) has chosen; the
 * costly choosing reads only narrow rows, the wide ones are joined for the page.
 */
export function selectPricedPage(db: Db, page: SQL) {
  return db
    .select({ ...pricedColumns, total: sql<number | null>`page.total` })
    .from(sql`(${page}) as page`)
    .innerJoin(products, eq(products.id, sql`page.id`))
    .innerJoin(storeProducts, inBoundStore)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .$dynamic();
}
