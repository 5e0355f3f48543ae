import { sql } from 'drizzle-orm';
import type { SuggestedCategory } from '@spesa/contracts';
import type { Db } from '../../../db/client';
import { selectPricedPage, type PricedRow } from '../product-columns';
import { param } from '../product-filters';
import {
  DEPARTMENT_BONUS,
  HEAD_BONUS,
  purchaseBonus,
  RANK_WEIGHTS,
  SHELF_BONUS,
} from './product-search-repository';
import type { SearchPlan } from './search-plan';

const typed = {
  query: sql.placeholder('query'),
  anyQuery: sql.placeholder('anyQuery'),
  rankQuery: sql.placeholder('rankQuery'),
  headWords: sql.placeholder('headWords'),
  size: sql.placeholder('size'),
};

/** Matches the fallback ranks at most: a suggestion is a hint, its cost must stay flat. */
const FALLBACK_CANDIDATES = 300;
/** Names read per word from the head-word index, in order, then ranked as the search ranks. */
const NAMED_CANDIDATES = 64;

/**
 * The search's rank of a match (`product-search-repository.ts`), the head bonus aside; what
 * shoppers buy is read from the search row by primary key (a few hundred candidates at most).
 */
const rankOf = (alias: string) =>
  sql.raw(`ts_rank('${RANK_WEIGHTS}', ${alias}.search_vector, q.rank_ts)
    + coalesce((select case
        when shelf.search_vector @@ q.any_ts then ${SHELF_BONUS}
        when department.search_vector @@ q.any_ts then ${DEPARTMENT_BONUS}
        else 0 end
      from categories shelf left join categories department on department.id = shelf.parent_id
      where shelf.id = ${alias}.category_id), 0)
    + coalesce((select ${purchaseBonus('bought')} from product_search bought
      where bought.id = ${alias}.id), 0)`);

/**
 * Suggested products, bounded work whatever the text: the first few dozen products whose
 * head noun is a word typed or being completed, each word read from `products_head_word_idx`
 * in order (plainest names first) and stopped, then ranked as the search ranks them (issue
 * 27.6: the shortest names were 'Latte di capra' and a cleansing milk, while the search and
 * the shoppers mean fresh milk, on the shelf the word names). Only when those are too few
 * ('barilla' names no product) the first few hundred full-text matches are ranked too.
 */
const suggestedPage = sql`with q as materialized (
    select to_tsquery('italian', ${typed.query}::text) as ts,
           to_tsquery('italian', ${typed.anyQuery}::text) as any_ts,
           to_tsquery('italian', ${typed.rankQuery}::text) as rank_ts
  ),
  named as materialized (
    select p.id, p.description, hw.pos, p.category_id, p.search_vector
    from unnest(${typed.headWords}::text[]) with ordinality as hw(word, pos)
    cross join lateral (
      -- Distinct names in index order: the walk stops after NAMED_CANDIDATES of them. The text
      -- test is wrapped so it stays a filter: as an index condition (measured) the planner ANDs
      -- the whole GIN match of 'pasta' into every word's bitmap and sorts (560 ms, not 24).
      select distinct on (length(products.description), products.description)
             products.id, products.description, products.category_id, products.search_vector
      from products
      where products.head_word = hw.word
        and coalesce(products.search_vector @@ (select ts from q), false)
        and exists (select 1 from store_products sp
                    where sp.store_id = ${param.storeId} and sp.product_id = products.id)
      order by length(products.description), products.description, products.id
      limit ${sql.raw(String(NAMED_CANDIDATES))}
    ) p
  ),
  candidates as materialized (
    select products.id, products.description, ${rankOf('products')} as rank
    from q cross join products
    where (select count(distinct description) from named) < ${typed.size}
      and products.search_vector @@ q.ts
      and exists (select 1 from store_products sp
                  where sp.store_id = ${param.storeId} and sp.product_id = products.id)
    limit ${FALLBACK_CANDIDATES}
  ),
  picked as (
    -- A product a word names ranks above a mere mention, as the search's head bonus does.
    select named.id, named.description, ${sql.raw(String(HEAD_BONUS))} + ${rankOf('named')} as rank
    from q cross join named
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
        anyQuery: plan.anyQuery,
        rankQuery: plan.rankQuery,
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
