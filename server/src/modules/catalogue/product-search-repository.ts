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
 * trigram-only matches would rank after all of them anyway, and every trigram
 * comparison costs tens of microseconds.
 */
const FUZZY_BELOW = 24;

const search = {
  prefixQuery: sql.placeholder('prefixQuery'),
  text: sql.placeholder('text'),
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
 * full-text rank, then trigram likeness of the whole text; the query and the
 * unaccented text are computed once (`q`), not once per row. A text match is
 * ranked without testing the query again: every one matches the full text but
 * an exact barcode, which sorts first whatever its rank. Fuzzy matches come
 * from `spesa_fuzzy_product_ids`, which pins the similarity threshold the
 * trigram index needs; their likeness, the costly part, is computed once per
 * distinct text.
 */
function rankedPage(db: Db, shape: FilterShape): SQL {
  const filters = filterConditions(db, shape);
  const andFilters = filters ? sql` and ${filters}` : sql``;
  const fullText = sql`${products.searchVector} @@ q.ts`;
  const exact = sql`${products.barcode} = ${search.barcode}::text`;
  return sql`with q as materialized (
      select to_tsquery('italian', spesa_unaccent(lower(${search.prefixQuery}::text))) as ts,
             spesa_unaccent(lower(${search.text}::text)) as words
    ),
    text_matches as materialized (
      select ${products.id} as id, ${products.description} as description,
             coalesce(${exact}, false) as exact,
             ts_rank(${products.searchVector}, q.ts) as rank, 1::real as likeness
      from q cross join ${products}
      where (${fullText} or ${exact})${andFilters}
    ),
    text_hits as materialized (select * from text_matches where ${soldAmong('text_matches')}),
    fuzzy_matches as materialized (
      select ${products.id} as id, ${products.description} as description, ${products.searchText} as search_text
      from ${products}
      where cardinality(${search.fuzzyTerms}::text[]) > 0
        and (select count(*) from text_hits) < ${FUZZY_BELOW}
        and ${products.id} in (select spesa_fuzzy_product_ids(${search.fuzzyTerms}::text[]))
        and not exists (select 1 from text_hits where text_hits.id = ${products.id})${andFilters}
    ),
    fuzzy_hits as (select * from fuzzy_matches where ${soldAmong('fuzzy_matches')}),
    fuzzy_by_text as materialized (
      select word_similarity(q.words, fuzzy_hits.search_text) as likeness,
             array_agg(fuzzy_hits.id) as ids, array_agg(fuzzy_hits.description) as descriptions
      from q cross join fuzzy_hits
      group by q.words, fuzzy_hits.search_text
    )
    select id, description, exact, rank, likeness,
           (select count(*) from text_hits)::int
             + (select coalesce(sum(cardinality(ids)), 0) from fuzzy_by_text)::int as total
    from (
      select id, description, exact, rank, likeness from text_hits
      union all
      select unnest(ids), unnest(descriptions), false, 0::real, likeness from fuzzy_by_text
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
        text: plan.text,
        barcode: plan.barcode,
        fuzzyTerms: plan.fuzzyTerms,
        size,
        offset: page * size,
      });
    },
  };
}
