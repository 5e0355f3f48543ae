import { and, eq, exists, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, productTags, promotions } from '../../db/schema';

export interface ProductFilter {
  storeId: number;
  /** 'YYYY-MM-DD': promotions are active on whole days. */
  today: string;
  category?: string;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
  tag?: string;
}

/** Promotions running today for every store or for this one. */
export function activeInStore(storeId: number, today: string): SQL {
  return and(
    or(isNull(promotions.storeId), eq(promotions.storeId, storeId)),
    lte(promotions.validFrom, today),
    gte(promotions.validTo, today),
  )!;
}

/** The shopper's filters; a main category stands for all its subcategories. */
export function filterConditions(db: DbOrTx, f: ProductFilter): SQL | undefined {
  const one = { one: sql`1` };
  return and(
    f.category
      ? inArray(
          products.categoryId,
          db
            .select({ id: categories.id })
            .from(categories)
            .where(or(eq(categories.id, f.category), eq(categories.parentId, f.category))),
        )
      : undefined,
    f.onlyBranded ? eq(products.ownBrand, true) : undefined,
    f.onlyPromotions
      ? exists(
          db
            .select(one)
            .from(promotions)
            .where(and(eq(promotions.productId, products.id), activeInStore(f.storeId, f.today))),
        )
      : undefined,
    f.tag
      ? exists(
          db
            .select(one)
            .from(productTags)
            .where(and(eq(productTags.productId, products.id), eq(productTags.tagId, f.tag))),
        )
      : undefined,
  );
}
