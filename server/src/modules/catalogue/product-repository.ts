import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, storeFeaturedProducts, storeProducts, stores } from '../../db/schema';
import type { ProductInfoRow } from './product-info';
import {
  mainCategory,
  selectPriced,
  subCategory,
  tagIdsJson,
  type PricedRow,
} from './product-columns';

/** The home page grid is short; the cap only guards against a careless import. */
const FEATURED_LIMIT = 48;

const barcode = sql.placeholder('barcode');

/** Why a product is missing from a store: no such store, or no such product at all. */
interface Presence {
  store: boolean;
  product: boolean;
}

/** Single-product reads, each one prepared statement and one round trip. */
export function createProductReads(db: Db) {
  const inStore = selectPriced(db)
    .where(eq(products.barcode, barcode))
    .prepare('catalogue_product_in_store');

  const featured = selectPriced(db)
    .where(and(isNotNull(products.featuredRank), eq(storeProducts.available, true)))
    .orderBy(asc(products.featuredRank), asc(products.id))
    .limit(FEATURED_LIMIT)
    .prepare('catalogue_featured');

  const storeFeatured = selectPriced(db)
    .innerJoin(
      storeFeaturedProducts,
      and(
        eq(storeFeaturedProducts.storeId, storeProducts.storeId),
        eq(storeFeaturedProducts.productId, products.id),
      ),
    )
    .where(eq(storeProducts.available, true))
    .orderBy(asc(storeFeaturedProducts.rank))
    .limit(FEATURED_LIMIT)
    .prepare('catalogue_store_featured');

  const hasOwnList = db
    .select({ one: sql<number>`1` })
    .from(storeFeaturedProducts)
    .where(eq(storeFeaturedProducts.storeId, sql.placeholder('storeId')))
    .limit(1)
    .prepare('catalogue_store_has_featured');

  const info = db
    .select({
      barcode: products.barcode,
      description: products.description,
      um: products.um,
      netContentUnit: products.netContentUnit,
      pieceGrams: products.pieceGrams,
      netContent: products.netContent,
      netCount: products.netCount,
      food: products.food,
      legalName: products.legalName,
      operatorName: products.operatorName,
      operatorAddress: products.operatorAddress,
      info: products.info,
      tags: tagIdsJson,
    })
    .from(products)
    .where(eq(products.barcode, barcode))
    .prepare('catalogue_product_info');

  return {
    async findInStore(
      storeId: number,
      code: string,
      today: string,
    ): Promise<PricedRow | undefined> {
      const rows = await inStore.execute({ storeId, barcode: code, today });
      return rows[0];
    },

    /** The store's own list when it has one, else the chain's. */
    async findFeatured(storeId: number, today: string): Promise<PricedRow[]> {
      const own = await hasOwnList.execute({ storeId });
      return (own.length > 0 ? storeFeatured : featured).execute({ storeId, today });
    },

    async findInfo(code: string): Promise<(ProductInfoRow & { tags: string[] }) | undefined> {
      const rows = await info.execute({ barcode: code });
      return rows[0];
    },

    /** Only asked after a read found nothing, to tell the errors apart. */
    async presence(storeId: number, code?: string): Promise<Presence> {
      const { rows } = await db.execute<{ store: boolean; product: boolean }>(
        sql`select exists (select 1 from ${stores} where ${stores.id} = ${storeId}) as store,
                   exists (select 1 from ${products} where ${products.barcode} = ${code ?? null}) as product`,
      );
      return rows[0] ?? { store: false, product: false };
    },
  };
}

export interface ImageSubject {
  description: string;
  brand: string;
  mainCategoryId: string;
  mainCategoryName: string;
  /** How many views the product has (its `images`): `v` goes from 1 to this. */
  imageCount: number;
}

/** What a product's picture shows: its name, brand and department. */
export async function findImageSubject(db: Db, code: string): Promise<ImageSubject | undefined> {
  const rows = await db
    .select({
      description: products.description,
      brand: products.brand,
      mainCategoryId: sql<string>`coalesce(${mainCategory.id}, ${subCategory.id})`,
      mainCategoryName: sql<string>`coalesce(${mainCategory.description}, ${subCategory.description})`,
      imageCount: products.imageCount,
    })
    .from(products)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(eq(products.barcode, code));
  return rows[0];
}
