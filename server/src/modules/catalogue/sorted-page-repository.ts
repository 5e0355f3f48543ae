import type { ProductSort, SortDirection } from '@spesa/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, promotions, storeProducts } from '../../db/schema';
import { selectPricedPage } from './product-columns';
import {
  filterConditions,
  filterShape,
  filterValues,
  param,
  type FilterShape,
  type ProductFilter,
} from './product-filters';
import type { ListedRow } from './product-listing-repository';

/** A search's words, as the planner wrote them for `to_tsquery`, and a barcode typed. */
export interface SortedMatch {
  query: string;
  barcode: string | null;
}

export interface SortOrder {
  sort: ProductSort;
  dir: SortDirection;
}

const bound = {
  query: sql.placeholder('query'),
  barcode: sql.placeholder('barcode'),
  size: sql`(select ${sql.placeholder('size')}::int)`,
  offset: sql`(select ${sql.placeholder('offset')}::int)`,
};

/**
 * netPrice in cents, as `pricing.ts` `netPriceCents` computes it: the best offer running
 * today for every store or this one, never below a cent.
 */
const netCents = sql`greatest(1, least(${storeProducts.priceCents}, coalesce((
    select min(case pr.value_type
      when 'PERCENT' then ${storeProducts.priceCents} - round(${storeProducts.priceCents} * pr.value / 10000.0)
      when 'AMOUNT' then ${storeProducts.priceCents} - pr.value
      when 'FIXED_PRICE' then pr.value
      else ${storeProducts.priceCents} end)
    from ${promotions} pr
    where pr.product_id = ${products.id}
      and (pr.store_id is null or pr.store_id = ${param.storeId})
      and pr.valid_from <= ${param.today} and pr.valid_to >= ${param.today}),
  ${storeProducts.priceCents})))`;

/** What each order compares; null (no declared net content) sorts last either way. */
const sortKey: Record<ProductSort, SQL> = {
  // The card's price: netPrice times umStep (a weighed product's step, one piece otherwise).
  price: sql`(${netCents} * ${products.umStepMilli})::bigint`,
  // Euro per kilogram or litre, as `pricing.ts` `unitPrice` (in cents, unrounded).
  unitPrice: sql`case when ${products.um} = 'KG' then ${netCents}::numeric
    when ${products.netContent} > 0 and ${products.netContentUnit} is not null
      then ${netCents} * 1000.0 / ${products.netContent} end`,
  name: sql`${products.description}`,
};

/** A search's match on `products`, as the ranked search reads it from its read model. */
export function searchMatch(): SQL {
  return sql`(${products.searchVector} @@ to_tsquery('italian', ${bound.query}::text)
        or ${products.barcode} = ${bound.barcode}::text)`;
}

/** Binds what `searchMatch` reads: nulls when there is no search. */
export const matchValues = (match: SortedMatch | null) => ({
  query: match?.query ?? null,
  barcode: match?.barcode ?? null,
});

/**
 * One page of the store's matches in the chosen order, each row carrying the total. The
 * order ends on the product id, so offset pages neither repeat nor skip a product.
 */
function sortedPage(db: Db, shape: FilterShape, order: SortOrder, searching: boolean): SQL {
  const dir = sql.raw(order.dir === 'desc' ? 'desc' : 'asc');
  const match = searching ? searchMatch() : undefined;
  const matches = db
    .select({ id: products.id, key: sql`${sortKey[order.sort]}`.as('key') })
    .from(products)
    .innerJoin(
      storeProducts,
      and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, param.storeId)),
    )
    .where(and(filterConditions(db, shape), match));
  return sql`select sorted.id, sorted.key, count(*) over ()::int as total
    from (${matches}) as sorted
    order by sorted.key ${dir} nulls last, sorted.id ${dir}
    limit ${bound.size} offset ${bound.offset}`;
}

/** Issue 27.12: listings and searches ordered by price, unit price or name. */
export function createSortedReads(db: Db) {
  const built = new Map<string, ReturnType<typeof prepare>>();
  function prepare(shape: FilterShape, order: SortOrder, searching: boolean, name: string) {
    const dir = sql.raw(order.dir === 'desc' ? 'desc' : 'asc');
    return selectPricedPage(db, sortedPage(db, shape, order, searching))
      .orderBy(sql`page.key ${dir} nulls last`, sql`page.id ${dir}`)
      .prepare(name);
  }
  function statement(shape: FilterShape, order: SortOrder, searching: boolean) {
    const flags = [...Object.values(shape), searching].map(Number).join('');
    const name = `catalogue_sorted_${order.sort}_${order.dir}_${flags}`;
    let found = built.get(name);
    if (!found) {
      found = prepare(shape, order, searching, name);
      built.set(name, found);
    }
    return found;
  }

  return {
    async sortedPage(
      f: ProductFilter,
      order: SortOrder,
      match: SortedMatch | null,
      page: number,
      size: number,
    ): Promise<ListedRow[]> {
      return statement(filterShape(f), order, match !== null).execute({
        ...filterValues(f),
        ...matchValues(match),
        size,
        offset: page * size,
      });
    },
  };
}
