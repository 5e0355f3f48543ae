import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, storeProducts } from '../../db/schema';
import type { CategoryCount } from './browse-window';
import { mainCategory, selectInStore, subCategory } from './product-columns';
import { filterConditions, type ProductFilter } from './product-filters';
import type { ProductRow } from './product-mapper';

export interface ListedPage {
  rows: ProductRow[];
  total: number;
}

/** Products per category for the filters: the total, and where each page starts. */
export async function countByCategory(db: DbOrTx, f: ProductFilter): Promise<CategoryCount[]> {
  return db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(
      storeProducts,
      and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, f.storeId)),
    )
    .where(filterConditions(db, f))
    .groupBy(products.categoryId);
}

/** Department order, then subcategory order, then name: the shelf order of the shop. */
const shelfOrder = () => [
  asc(sql`coalesce(${mainCategory.order}, ${subCategory.order})`),
  asc(subCategory.order),
  asc(products.categoryId),
  asc(products.description),
  asc(products.id),
];

/** One page of a browse, read only from the categories it spans. */
export async function browsePage(
  db: DbOrTx,
  f: ProductFilter,
  categoryIds: string[],
  offset: number,
  size: number,
): Promise<ProductRow[]> {
  // The categories already honour the category filter; repeating it misleads the planner.
  const filters = filterConditions(db, { ...f, category: undefined });
  return selectInStore(db, f.storeId)
    .where(and(inArray(products.categoryId, categoryIds), filters))
    .orderBy(...shelfOrder())
    .limit(size)
    .offset(offset);
}

/**
 * One page of a single department or subcategory: a few thousand products at
 * most, so one pass that sorts and counts them (window count) is cheapest.
 */
export async function categoryPage(
  db: DbOrTx,
  f: ProductFilter,
  page: number,
  size: number,
): Promise<ListedPage> {
  const read = (p: number, s: number) =>
    selectInStore(db, f.storeId)
      .where(filterConditions(db, f))
      .orderBy(...shelfOrder())
      .limit(s)
      .offset(p * s);
  const rows = await read(page, size);
  if (rows.length > 0 || page === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the window count has no row to ride on: ask for the first row.
  const [first] = await read(0, 1);
  return { rows: [], total: first?.total ?? 0 };
}
