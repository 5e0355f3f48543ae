import { sql } from 'drizzle-orm';
import type { SuggestedCategory } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { selectPricedPage, type PricedRow } from './product-columns';
import { param } from './product-filters';
import { RANK_WEIGHTS } from './product-search-repository';
import type { SearchPlan } from './search-plan';

const typed = {
  query: sql.placeholder('query'),
  headWords: sql.placeholder('headWords'),
  size: sql.placeholder('size'),
};

/** Matches the fallback ranks at most: a suggestion is a hint, its cost must stay flat. */
const FALLBACK_CANDIDATES = 300;

/**
 * Suggested products, bounded work whatever the text: first the plainest
 * (shortest) products whose head noun is a word typed or being completed, each
 * word read from `products_head_word_idx` in order and stopped after `size`
 * sold ones of distinct names; only when those are too few ('barilla' names no product) the
 * first few hundred full-text matches are ranked as the search ranks them.
 */
const suggestedPage = sql`with q as materialized (
    select to_tsquery('italian', ${typed.query}::text) as ts
  ),
  named as materialized (
    select p.id, p.description, hw.pos
    from unnest(${typed.headWords}::text[]) with ordinality as hw(word, pos)
    cross join lateral (
      -- Distinct names in index order: the walk stops after \`size\` of them. The text test is
      -- wrapped so it stays a filter: as an index condition (measured) the planner ANDs the
      -- whole GIN match of 'pasta' into every word's bitmap and sorts (560 ms, not 24).
      select distinct on (length(products.description), products.description)
             products.id, products.description
      from products
      where products.head_word = hw.word
        and coalesce(products.search_vector @@ (select ts from q), false)
        and exists (select 1 from store_products sp
                    where sp.store_id = ${param.storeId} and sp.product_id = products.id)
      order by length(products.description), products.description, products.id
      limit ${typed.size}
    ) p
  ),
  candidates as materialized (
    select products.id, products.description,
           ts_rank(${sql.raw(`'${RANK_WEIGHTS}'`)}, products.search_vector, q.ts) as rank
    from q cross join products
    where (select count(*) from named) < ${typed.size}
      and products.search_vector @@ q.ts
      and exists (select 1 from store_products sp
                  where sp.store_id = ${param.storeId} and sp.product_id = products.id)
    limit ${FALLBACK_CANDIDATES}
  ),
  picked as (
    select id, description, 1000 - pos as rank from named
    union all
    select id, description, rank from candidates where id not in (select id from named)
  ),
  -- One line per name: five brands of the same 'Parmigiano Reggiano DOP al taglio' say less
  -- than five different products.
  distinct_names as (
    select distinct on (description) id, description, rank from picked
    order by description, rank desc, id
  )
  select id, description, false as exact, rank::real as rank, null::int as total
  from distinct_names order by rank desc, length(description), id limit ${typed.size}`;

export function createSuggestionReads(db: Db) {
  const products = selectPricedPage(db, suggestedPage)
    .orderBy(sql`page.rank desc`, sql`length(page.description)`, sql`page.id`)
    .prepare('catalogue_suggested_products');

  return {
    async products(
      storeId: number,
      today: string,
      plan: SearchPlan,
      size: number,
    ): Promise<PricedRow[]> {
      return products.execute({
        storeId,
        today,
        query: plan.query,
        headWords: plan.headWords,
        size,
      });
    },

    /** Shelves whose name says every word typed and that the store sells something on. */
    async categories(
      storeId: number,
      plan: SearchPlan,
      size: number,
    ): Promise<SuggestedCategory[]> {
      const rows = await db.execute<SuggestedCategory>(sql`
        select s.id, s.description, d.description as "parentDescription"
        from categories s left join categories d on d.id = s.parent_id,
             to_tsvector('italian', spesa_unaccent(lower(s.description))) as v,
             to_tsquery('italian', ${plan.query}::text) as q
        where s.parent_id is not null and v @@ q
          and exists (select 1 from store_category_counts c
                      where c.store_id = ${storeId} and c.category_id = s.id and c.products > 0)
        order by ts_rank(v, q) desc, s.sort_order, s.id
        limit ${size}`);
      return rows.rows;
    },
  };
}
