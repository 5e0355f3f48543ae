import { and, eq, exists, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, products, productTags, promotions } from '../../db/schema';

export interface ProductFilter {
  storeId: number;
  /** 'YYYY-MM-DD': promotions are active on whole days. */
  today: string;
  category?: string;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
  tag?: string;
  /** Issue 27.12: one brand, as `products.brand` says it. */
  brand?: string;
}

/**
 * Values bound when a prepared statement runs: catalogue statements are parsed
 * and planned once per connection, which is most of the cost of a short read.
 * PostgreSQL keeps one generic plan only while it looks no dearer than plans
 * made for the actual values, so values whose selectivity would tip that
 * comparison are read through `(select ...)`: the planner sees neither, and a
 * listing stops being planned again (1-2 ms) on every request.
 */
export const param = {
  storeId: sql.placeholder('storeId'),
  today: sql.placeholder('today'),
  category: sql`(select ${sql.placeholder('category')}::text)`,
  tag: sql.placeholder('tag'),
  brand: sql.placeholder('brand'),
};

/** The filter values every listing statement may bind. */
export function filterValues(f: ProductFilter) {
  return {
    storeId: f.storeId,
    today: f.today,
    category: f.category ?? null,
    tag: f.tag ?? null,
    brand: f.brand ?? null,
  };
}

/** Which filters are set: each combination is its own statement, so each keeps its best plan. */
export interface FilterShape {
  category: boolean;
  onlyPromotions: boolean;
  onlyBranded: boolean;
  tag: boolean;
  brand: boolean;
}

export function filterShape(f: ProductFilter): FilterShape {
  return {
    category: Boolean(f.category),
    onlyPromotions: Boolean(f.onlyPromotions),
    onlyBranded: Boolean(f.onlyBranded),
    tag: Boolean(f.tag),
    brand: Boolean(f.brand),
  };
}

/**
 * Only the category (or nothing) narrows the match: totals then come from the counts read
 * model (`store_category_counts`), and a page walks only the categories it spans.
 */
export const unfiltered = (shape: FilterShape): boolean =>
  !shape.onlyPromotions && !shape.onlyBranded && !shape.tag && !shape.brand;

/** Builds a shape's statement on first use; `name` must be unique to the statement text. */
export function byShape<S>(
  name: string,
  build: (shape: FilterShape, statementName: string) => S,
): (shape: FilterShape) => S {
  const built = new Map<string, S>();
  return (shape) => {
    const key = [shape.category, shape.onlyPromotions, shape.onlyBranded, shape.tag, shape.brand]
      .map(Number)
      .join('');
    let statement = built.get(key);
    if (!statement) {
      statement = build(shape, `${name}_${key}`);
      built.set(key, statement);
    }
    return statement;
  };
}

/** Promotions running today for every store or for this one. */
function activeInStore(): SQL {
  return and(
    or(isNull(promotions.storeId), eq(promotions.storeId, param.storeId)),
    lte(promotions.validFrom, param.today),
    gte(promotions.validTo, param.today),
  )!;
}

/** A product row looked up by id, for the brand: the search read model has no brand column. */
const branded = alias(products, 'branded');

/**
 * The shopper's filters on `products` (or a table named so with the same `id`, `category_id`
 * and `own_brand`); a main category stands for all its subcategories.
 */
export function filterConditions(db: Db, shape: FilterShape): SQL | undefined {
  const one = { one: sql`1` };
  return and(
    shape.category
      ? inArray(
          products.categoryId,
          db
            .select({ id: categories.id })
            .from(categories)
            .where(or(eq(categories.id, param.category), eq(categories.parentId, param.category))),
        )
      : undefined,
    shape.onlyBranded ? eq(products.ownBrand, true) : undefined,
    shape.onlyPromotions
      ? exists(
          db
            .select(one)
            .from(promotions)
            .where(and(eq(promotions.productId, products.id), activeInStore())),
        )
      : undefined,
    shape.tag
      ? exists(
          db
            .select(one)
            .from(productTags)
            .where(and(eq(productTags.productId, products.id), eq(productTags.tagId, param.tag))),
        )
      : undefined,
    shape.brand
      ? exists(
          db
            .select(one)
            .from(branded)
            .where(and(eq(branded.id, products.id), eq(branded.brand, param.brand))),
        )
      : undefined,
  );
}
