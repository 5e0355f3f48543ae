import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { categories, products, productSearch } from '../../../db/schema';
import { selectPricedPage } from '../product-columns';
import {
  byShape,
  filterConditions,
  filterShape,
  filterValues,
  param,
  type FilterShape,
  type ProductFilter,
} from '../product-filters';
import type { ListedRow } from '../product-listing-repository';
import type { SearchPlan } from './search-plan';

const search = {
  query: sql.placeholder('query'),
  anyQuery: sql.placeholder('anyQuery'),
  headWords: sql.placeholder('headWords'),
  barcode: sql.placeholder('barcode'),
  size: sql.placeholder('size'),
  offset: sql.placeholder('offset'),
};

/**
 * The relevance of a match, tuned on the relevance suite (`relevance-cases.ts`):
 * weights of the search vector's classes {D, C, B, A} (keywords count a fifth
 * of the head noun), a bonus for a head noun that is a word typed (named by the
 * search, not only mentioning it: 'uova' before egg pasta), and one for a shelf
 * whose name the search says ('latte' on the milk shelf, not a cleansing milk).
 */
export const RANK_WEIGHTS = '{0.02, 0.2, 0.4, 1.0}';
export const HEAD_BONUS = 1.0;
export const SHELF_BONUS = 0.6;
export const DEPARTMENT_BONUS = 0.2;
/**
 * What shoppers buy (issue 27.6) orders equally relevant products, never a relevant one under
 * a loose match: a bonus growing with the log of the recent orders holding the product, at
 * most 0.3 (under the shelf bonus); 1 order adds 0.03, 10 add 0.12, 400 reach the cap.
 */
export const purchaseBonus = (alias: string) => `least(0.3, 0.05 * ln(1 + ${alias}.purchases))`;

/**
 * The ranked page with the total of all matches: exact barcode first, then
 * relevance, then shorter descriptions (the plain product before its
 * variants). The queries are computed once (`q`); a text match is ranked
 * without testing the query again (only an exact barcode may not match it).
 * Matches are read from the narrow search read model (`product_search`),
 * named `products` here so the shopper's filters (written for `products`)
 * apply as they are; it also says which stores sell each product, so a
 * common word's thousands of matches are ranked and counted without a probe
 * of `store_products` each. Shelves are scored once per search over the few
 * dozen categories (their names' vectors are stored), and each match picks
 * its shelf's score up by a hash join.
 */
function rankedPage(db: Db, shape: FilterShape): SQL {
  const filters = filterConditions(db, shape);
  const andFilters = filters ? sql` and ${filters}` : sql``;
  const shelf = alias(categories, 'shelf');
  const department = alias(categories, 'department');
  const barcodeOwner = alias(products, 'barcode_owner');
  // Under the name `products`, the filters' column references read the search rows.
  const matched = alias(productSearch, 'products');
  return sql`with q as materialized (
      select to_tsquery('italian', ${search.query}::text) as ts,
             to_tsquery('italian', ${search.anyQuery}::text) as any_ts,
             (select ${barcodeOwner.id} from ${products} as ${barcodeOwner}
               where ${barcodeOwner.barcode} = ${search.barcode}::text) as exact_id
    ),
    shelves as materialized (
      select ${shelf.id} as id, case
          when ${shelf.searchVector} @@ q.any_ts then ${sql.raw(String(SHELF_BONUS))}
          when ${department.searchVector} @@ q.any_ts then ${sql.raw(String(DEPARTMENT_BONUS))}
          else 0 end::real as bonus
      from q cross join ${categories} as ${shelf}
        left join ${categories} as ${department} on ${department.id} = ${shelf.parentId}
    ),
    hits as materialized (
      select ${matched.id} as id, ${matched.description} as description,
             coalesce(${matched.id} = q.exact_id, false) as exact,
             (ts_rank(${sql.raw(`'${RANK_WEIGHTS}'`)}, ${matched.searchVector}, q.ts)
               + case when ${matched.headWord} = any(${search.headWords}::text[]) then ${sql.raw(String(HEAD_BONUS))} else 0 end
               + coalesce(shelves.bonus, 0)
               + ${sql.raw(purchaseBonus('products'))})::real as rank
      from q cross join ${productSearch} as ${matched}
        left join shelves on shelves.id = ${matched.categoryId}
      where (${matched.searchVector} @@ q.ts or ${matched.id} = q.exact_id)
        and ${param.storeId}::int = any(${matched.storeIds})${andFilters}
    )
    select id, description, exact, rank, (select count(*) from hits)::int as total
    from hits
    order by exact desc, rank desc, length(description), description, id
    limit ${search.size} offset ${search.offset}`;
}

export function createSearchReads(db: Db) {
  const ranked = byShape('catalogue_ranked_page', (shape, name) =>
    selectPricedPage(db, rankedPage(db, shape))
      .orderBy(
        sql`page.exact desc`,
        sql`page.rank desc`,
        sql`length(page.description)`,
        sql`page.description`,
        sql`page.id`,
      )
      .prepare(name),
  );

  return {
    /** A page of search results, best match first, each row carrying the total. */
    async searchPage(
      f: ProductFilter,
      plan: SearchPlan,
      page: number,
      size: number,
    ): Promise<ListedRow[]> {
      return ranked(filterShape(f)).execute({
        ...filterValues(f),
        query: plan.query,
        anyQuery: plan.anyQuery,
        headWords: plan.headWords,
        barcode: plan.barcode,
        size,
        offset: page * size,
      });
    },
  };
}
