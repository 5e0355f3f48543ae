import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { products, storeCategoryCounts, storeProducts } from '../../db/schema';
import type { BrowseWindow, CategoryCount } from './browse-window';
import { mainCategory, selectPricedPage, subCategory, type PricedRow } from './product-columns';
import {
  byShape,
  filterConditions,
  filterShape,
  filterValues,
  param,
  type FilterShape,
  unfiltered,
  type ProductFilter,
} from './product-filters';

export type ListedRow = PricedRow & { total: number | null };

/** Paging values, out of the planner's sight for the reason `param.category` is. */
const paging = {
  size: sql`(select ${sql.placeholder('size')}::int)`,
  offset: sql`(select ${sql.placeholder('offset')}::int)`,
  /** offset + size: no row further down a category can reach the page. */
  reach: sql`(select ${sql.placeholder('reach')}::int)`,
  categoryIds: sql`(select ${sql.placeholder('categoryIds')}::text[])`,
};

/** The filter's department or subcategory, in shelf order: department, subcategory, id. */
function filterShelf(db: Db): SQLWrapper {
  return db
    .select({
      id: subCategory.id,
      pos: sql<number>`row_number() over (order by coalesce(${mainCategory.order}, ${subCategory.order}), ${subCategory.order}, ${subCategory.id})`.as(
        'pos',
      ),
    })
    .from(subCategory)
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(or(eq(subCategory.id, param.category), eq(subCategory.parentId, param.category)));
}

/** Categories already in shelf order, as the browse window lists them. */
const windowShelf = sql`select id, pos from unnest(${paging.categoryIds}) with ordinality as c(id, pos)`;

/**
 * The total with shopper filters: one ordered pass over the store's primary key with all matching
 * ids in a sorted array, cheaper for a category of a few hundred products or
 * more than a probe per product, and never a hash of the store's 100,000 rows.
 */
function soldCount(db: Db, shape: FilterShape): SQL {
  const counted = alias(storeProducts, 'counted');
  const ids = db.select({ id: products.id }).from(products).where(filterConditions(db, shape));
  return sql`(${db
    .select({ n: sql<number>`count(*)::int` })
    .from(counted)
    .where(
      and(eq(counted.storeId, param.storeId), sql`${counted.productId} = any(array(${ids}))`),
    )})`;
}

/**
 * The store's products of the category `shelf.id` (a column of the caller's query) in shelf
 * order, (description, id), on its index: what a page walks, as deep as it reaches.
 */
export function shelfWalk(db: Db, filter?: SQL) {
  return db
    .select({ id: products.id, description: products.description })
    .from(products)
    .innerJoin(
      storeProducts,
      and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, param.storeId)),
    )
    .where(and(sql`${products.categoryId} = shelf.id`, filter))
    .orderBy(asc(products.description), asc(products.id));
}

/**
 * One page in shelf order. Each category is walked in (description, id) order
 * on its index and stops after `reach` rows, so a page never sorts a whole
 * category; only the rows of the page are then read in full.
 */
function shelfPage(db: Db, shape: FilterShape, shelf: SQLWrapper, total: SQL): SQL {
  const walk = shelfWalk(db, filterConditions(db, shape));
  return sql`select shelf.pos, walked.id, walked.description, ${total} as total
    from (${shelf}) as shelf cross join lateral (${walk} limit ${paging.reach}) as walked
    order by shelf.pos, walked.description, walked.id
    limit ${paging.size} offset ${paging.offset}`;
}

/** Reads for browsing without a search: one department or subcategory, or the whole store. */
export function createListingReads(db: Db) {
  const prepare = (page: SQL, name: string) =>
    selectPricedPage(db, page)
      .orderBy(sql`page.pos`, sql`page.description`, sql`page.id`)
      .prepare(name);

  const categoryPage = byShape('catalogue_category_page', (shape, name) =>
    prepare(
      shelfPage(
        db,
        { ...shape, category: false },
        filterShelf(db),
        // Only filtered listings come here: unfiltered ones page through the counts.
        soldCount(db, shape),
      ),
      name,
    ),
  );
  const windowPage = byShape('catalogue_window_page', (shape, name) =>
    prepare(shelfPage(db, shape, windowShelf, sql`null::int`), name),
  );
  const counts = byShape('catalogue_category_counts', (shape, name) =>
    unfiltered(shape)
      ? db
          .select({
            categoryId: storeCategoryCounts.categoryId,
            count: storeCategoryCounts.products,
          })
          .from(storeCategoryCounts)
          .where(
            and(
              eq(storeCategoryCounts.storeId, param.storeId),
              sql`${storeCategoryCounts.products} > 0`,
            ),
          )
          .prepare(name)
      : db
          .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
          .from(products)
          .innerJoin(
            storeProducts,
            and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, param.storeId)),
          )
          .where(filterConditions(db, shape))
          .groupBy(products.categoryId)
          .prepare(name),
  );

  const paged = (page: number, size: number) => ({
    size,
    offset: page * size,
    reach: (page + 1) * size,
  });

  return {
    /** A page of the filter's category, each row carrying the total of the whole match. */
    async categoryPage(f: ProductFilter, page: number, size: number): Promise<ListedRow[]> {
      return categoryPage(filterShape(f)).execute({ ...filterValues(f), ...paged(page, size) });
    },

    /** A page of a whole-store browse, from the categories its window spans. */
    async windowPage(f: ProductFilter, window: BrowseWindow, size: number): Promise<ListedRow[]> {
      const values = {
        ...filterValues(f),
        size,
        offset: window.offset,
        reach: window.offset + size,
        categoryIds: window.categoryIds,
      };
      return windowPage(filterShape(f)).execute(values);
    },

    /** Products per category for the filters: the total, and where each page starts. */
    async countByCategory(f: ProductFilter): Promise<CategoryCount[]> {
      return counts(filterShape(f)).execute(filterValues(f));
    },
  };
}
