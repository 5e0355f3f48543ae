import type { ProductSort, SortDirection } from '@spesa/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
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
 * The best price today of each of the store's products on offer, in cents, as `pricing.ts`
 * `promotedCents` computes it: the few active offers are priced once, then picked up by a
 * hash join, instead of a look-up of promotions for each of the store's products.
 */
const bestOffers = sql`select pr.product_id, min(case pr.value_type
      when 'PERCENT' then offered.price_cents - round(offered.price_cents * pr.value / 10000.0)
      when 'AMOUNT' then offered.price_cents - pr.value
      when 'FIXED_PRICE' then pr.value
      else offered.price_cents end) as cents
    from ${promotions} pr
    join ${storeProducts} offered
      on offered.product_id = pr.product_id and offered.store_id = ${param.storeId}
    where (pr.store_id is null or pr.store_id = ${param.storeId})
      and pr.valid_from <= ${param.today} and pr.valid_to >= ${param.today}
    group by pr.product_id`;

/** netPrice in cents (`pricing.ts` `netPriceCents`): the best offer, never below a cent. */
const netCents = sql`greatest(1, least(${storeProducts.priceCents}, coalesce(best.cents, ${storeProducts.priceCents})))`;

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
  const where = and(filterConditions(db, shape), searching ? searchMatch() : undefined);
  // The matches are counted apart from the window function, so the page is a top-N sort.
  return sql`with best as materialized (${bestOffers}),
    matches as materialized (
      select ${products.id} as id, ${sortKey[order.sort]} as key
      from ${products}
        join ${storeProducts}
          on ${storeProducts.productId} = ${products.id} and ${storeProducts.storeId} = ${param.storeId}
        left join best on best.product_id = ${products.id}
      ${where ? sql`where ${where}` : sql``}
    )
    select id, key, (select count(*) from matches)::int as total
    from matches
    order by key ${dir} nulls last, id ${dir}
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
