import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products, storeProducts } from '../../db/schema';
import { selectPricedPage } from './product-columns';
import {
  byShape,
  filterConditions,
  filterShape,
  filterValues,
  param,
  type FilterShape,
  type ProductFilter,
} from './product-filters';
import type { ListedRow } from './product-listing-repository';
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
const HEAD_BONUS = 1.0;
const SHELF_BONUS = 0.6;
const DEPARTMENT_BONUS = 0.2;

/**
 * Keeps the rows of `hits` the bound store sells, checked the way the listing
 * total is (`soldCount`): one pass over the store's primary key for all ids.
 */
function soldAmong(hits: string): SQL {
  const cte = sql.identifier(hits);
  return sql`${cte}.id in (select ${storeProducts.productId} from ${storeProducts}
    where ${storeProducts.storeId} = ${param.storeId}
      and ${storeProducts.productId} = any(array(select id from ${cte})))`;
}

/**
 * The ranked page with the total of all matches: exact barcode first, then
 * relevance, then shorter descriptions (the plain product before its
 * variants). The queries are computed once (`q`); a text match is ranked
 * without testing the query again (only an exact barcode may not match it).
 * Shelves are scored once per search over the few dozen categories, and each
 * match picks its shelf's score up by a hash join.
 */
function rankedPage(db: Db, shape: FilterShape): SQL {
  const filters = filterConditions(db, shape);
  const andFilters = filters ? sql` and ${filters}` : sql``;
  const exact = sql`${products.barcode} = ${search.barcode}::text`;
  return sql`with q as materialized (
      select to_tsquery('italian', ${search.query}::text) as ts,
             to_tsquery('italian', ${search.anyQuery}::text) as any_ts
    ),
    shelves as materialized (
      select s.id, case
          when to_tsvector('italian', spesa_unaccent(lower(s.description))) @@ q.any_ts then ${sql.raw(String(SHELF_BONUS))}
          when to_tsvector('italian', spesa_unaccent(lower(coalesce(d.description, '')))) @@ q.any_ts then ${sql.raw(String(DEPARTMENT_BONUS))}
          else 0 end::real as bonus
      from q cross join ${categories} s left join ${categories} d on d.id = s.parent_id
    ),
    text_matches as materialized (
      select ${products.id} as id, ${products.description} as description,
             coalesce(${exact}, false) as exact,
             (ts_rank(${sql.raw(`'${RANK_WEIGHTS}'`)}, ${products.searchVector}, q.ts)
               + case when ${products.headWord} = any(${search.headWords}::text[]) then ${sql.raw(String(HEAD_BONUS))} else 0 end
               + coalesce(shelves.bonus, 0))::real as rank
      from q cross join ${products}
        left join shelves on shelves.id = ${products.categoryId}
      where (${products.searchVector} @@ q.ts or ${exact})${andFilters}
    ),
    hits as materialized (select * from text_matches where ${soldAmong('text_matches')})
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
