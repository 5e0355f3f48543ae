import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, storeProducts } from '../../db/schema';
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
import type { SearchPlan } from './search-terms';

/**
 * Typo tolerance is a fallback: when full text already finds a page of products,
 * matches through a corrected word would rank after all of them anyway.
 */
const FUZZY_BELOW = 24;

const search = {
  prefixQuery: sql.placeholder('prefixQuery'),
  barcode: sql.placeholder('barcode'),
  fuzzyTerms: sql.placeholder('fuzzyTerms'),
  size: sql.placeholder('size'),
  offset: sql.placeholder('offset'),
};

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
 * The ranked page with the total of all matches. Exact barcode first, then
 * full-text rank, then the matches found only once typos are corrected; the
 * query is computed once (`q`), not once per row. A text match is ranked
 * without testing the query again: every one matches the full text but an
 * exact barcode, which sorts first whatever its rank. Corrections are looked
 * up only when the text matches are few (`corrected` is then empty), and
 * `spesa_corrected_query` turns each term into the prefix typed or its closest
 * catalogue words, so the same full-text index answers; those matches carry
 * rank 0 and are ordered by their rank against the corrected query.
 */
function rankedPage(db: Db, shape: FilterShape): SQL {
  const filters = filterConditions(db, shape);
  const andFilters = filters ? sql` and ${filters}` : sql``;
  const fullText = sql`${products.searchVector} @@ q.ts`;
  const exact = sql`${products.barcode} = ${search.barcode}::text`;
  return sql`with q as materialized (
      select to_tsquery('italian', spesa_unaccent(lower(${search.prefixQuery}::text))) as ts
    ),
    text_matches as materialized (
      select ${products.id} as id, ${products.description} as description,
             coalesce(${exact}, false) as exact,
             ts_rank(${products.searchVector}, q.ts) as rank, 1::real as likeness
      from q cross join ${products}
      where (${fullText} or ${exact})${andFilters}
    ),
    text_hits as materialized (select * from text_matches where ${soldAmong('text_matches')}),
    corrected as materialized (
      select spesa_corrected_query(${search.fuzzyTerms}::text[]) as ts
      where cardinality(${search.fuzzyTerms}::text[]) > 0
        and (select count(*) from text_hits) < ${FUZZY_BELOW}
    ),
    fuzzy_matches as materialized (
      select ${products.id} as id, ${products.description} as description,
             ts_rank(${products.searchVector}, corrected.ts) as likeness
      from corrected cross join ${products}
      where ${products.searchVector} @@ corrected.ts
        and not exists (select 1 from text_hits where text_hits.id = ${products.id})${andFilters}
    ),
    fuzzy_hits as materialized (select * from fuzzy_matches where ${soldAmong('fuzzy_matches')})
    select id, description, exact, rank, likeness,
           (select count(*) from text_hits)::int + (select count(*) from fuzzy_hits)::int as total
    from (
      select id, description, exact, rank, likeness from text_hits
      union all
      select id, description, false, 0::real, likeness from fuzzy_hits
    ) as hits
    order by exact desc, rank desc, likeness desc, description, id
    limit ${search.size} offset ${search.offset}`;
}

export function createSearchReads(db: Db) {
  const ranked = byShape('catalogue_search_page', (shape, name) =>
    selectPricedPage(db, rankedPage(db, shape))
      .orderBy(
        sql`page.exact desc`,
        sql`page.rank desc`,
        sql`page.likeness desc`,
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
        prefixQuery: plan.prefixQuery,
        barcode: plan.barcode,
        fuzzyTerms: plan.fuzzyTerms,
        size,
        offset: page * size,
      });
    },
  };
}
