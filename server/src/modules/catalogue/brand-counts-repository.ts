import type { BrandCount } from '@spesa/contracts';
import { and, desc, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, storeProducts } from '../../db/schema';
import {
  filterConditions,
  filterShape,
  filterValues,
  param,
  type FilterShape,
  type ProductFilter,
} from './product-filters';
import { matchValues, searchMatch, type SortedMatch } from './sorted-page-repository';

/**
 * Issue 27.12: how many of a listing's matches each brand has, most first, so the brand
 * filter offers only brands the shopper would find. Products without a brand are not offered.
 */
export function createBrandCountReads(db: Db) {
  const built = new Map<string, ReturnType<typeof prepare>>();
  function prepare(shape: FilterShape, searching: boolean, name: string) {
    const count = sql<number>`count(*)::int`;
    return db
      .select({ brand: products.brand, count })
      .from(products)
      .innerJoin(
        storeProducts,
        and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, param.storeId)),
      )
      .where(
        and(
          filterConditions(db, shape),
          ne(products.brand, ''),
          searching ? searchMatch() : undefined,
        ),
      )
      .groupBy(products.brand)
      .orderBy(desc(count), asc(products.brand))
      .prepare(name);
  }

  return {
    async brandCounts(f: ProductFilter, match: SortedMatch | null): Promise<BrandCount[]> {
      // The brand chosen is left out: the counts offer the other brands as well.
      const shape = { ...filterShape(f), brand: false };
      const name = `catalogue_brand_counts_${[...Object.values(shape), match !== null].map(Number).join('')}`;
      let statement = built.get(name);
      if (!statement) {
        statement = prepare(shape, match !== null, name);
        built.set(name, statement);
      }
      return statement.execute({ ...filterValues(f), ...matchValues(match) });
    },
  };
}
