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
 * The search's rank of a match (`product-search-repository.ts`), the head bonus aside, from a
 * search row (`product_search`: its vector, shelf and purchases) and its shelf's bonus, which
 * `shelves` scores once per suggestion over the few dozen categories. Subqueries per row for
 * the shelf and the purchases cost 0.05-0.1 ms each, 20-30 ms for the fallback's 300 matches.
 */
const rankOf = (alias: string) =>
  sql.raw(`ts_rank('${RANK_WEIGHTS}', ${alias}.search_vector, q.rank_ts)
    + coalesce(shelves.bonus, 0)
    + ${purchaseBonus(alias)}`);

/**
 * Suggested products, bounded work whatever the text: the first few dozen products whose
 * head noun is a word typed or being completed, each word read from
 * `product_search_head_word_idx` in order (plainest names first) and stopped, then ranked as
 * the search ranks them (issue 27.6: the shortest names were 'Latte di capra' and a cleansing
 * milk, while the search and the shoppers mean fresh milk, on the shelf the word names). Only
 * when those are too few ('barilla' names no product) the first few hundred full-text matches
 * are ranked too. Everything is read from the narrow search read model, which says which
 * stores sell each product (no probe of `store_products`) and what shoppers buy.
 */
const suggestedPage = sql`with q as materialized (
    select to_tsquery('italian', ${typed.query}::text) as ts,
           to_tsquery('italian', ${typed.anyQuery}::text) as any_ts,
           to_tsquery('italian', ${typed.rankQuery}::text) as rank_ts
  ),
  shelves as materialized (
    select shelf.id, case
        when shelf.search_vector @@ q.any_ts then ${sql.raw(String(SHELF_BONUS))}
        when department.search_vector @@ q.any_ts then ${sql.raw(String(DEPARTMENT_BONUS))}
        else 0 end as bonus
    from q cross join categories shelf
      left join categories department on department.id = shelf.parent_id
  ),
  named as materialized (
    select p.id, p.description, hw.pos, p.category_id, p.search_vector, p.purchases
    from unnest(${typed.headWords}::text[]) with ordinality as hw(word, pos)
    cross join lateral (
      -- Distinct names in index order: the walk stops after NAMED_CANDIDATES of them. The text
      -- test is wrapped so it stays a filter: as an index condition (measured) the planner ANDs
      -- the whole GIN match of 'pasta' into every word's bitmap and sorts (560 ms, not 24).
      select distinct on (length(ps.description), ps.description)
             ps.id, ps.description, ps.category_id, ps.search_vector, ps.purchases
      from product_search ps
      where ps.head_word = hw.word
        and coalesce(ps.search_vector @@ (select ts from q), false)
        and ${param.storeId}::int = any(ps.store_ids)
      order by length(ps.description), ps.description, ps.id
      limit ${sql.raw(String(NAMED_CANDIDATES))}
    ) p
  ),
  candidates as materialized (
    -- The first matches the bitmap scan meets, as before: when more than FALLBACK_CANDIDATES
    -- match, which ones is the table's physical order (product_search's moves as its rows are
    -- updated, products' followed the ids), not a rank.
    select matched.id, matched.description, ${rankOf('matched')} as rank
    from q cross join product_search matched
      left join shelves on shelves.id = matched.category_id
    where (select count(distinct description) from named) < ${typed.size}
      and matched.search_vector @@ q.ts
      and ${param.storeId}::int = any(matched.store_ids)
    limit ${FALLBACK_CANDIDATES}
  ),
  picked as (
    -- A product a word names ranks above a mere mention, as the search's head bonus does.
    select named.id, named.description, ${sql.raw(String(HEAD_BONUS))} + ${rankOf('named')} as rank
    from q cross join named left join shelves on shelves.id = named.category_id
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

/** The suggested products' statement, unprepared (its plan is checked in a test). */
export function suggestedProductsQuery(db: Db) {
  return selectPricedPage(db, suggestedPage).orderBy(
    sql`page.rank desc`,
    sql`length(page.description)`,
    sql`page.id`,
  );
}

/** The values of the statement's placeholders. */
export function suggestedProductsValues(
  storeId: number,
  today: string,
  plan: SearchPlan,
  size: number,
) {
  return {
    storeId,
    today,
    query: plan.query,
    anyQuery: plan.anyQuery,
    rankQuery: plan.rankQuery,
    headWords: plan.headWords,
    size,
  };
}

export function createSuggestionReads(db: Db) {
  const products = suggestedProductsQuery(db).prepare('catalogue_suggested_products');

  return {
    async products(
      storeId: number,
      today: string,
      plan: SearchPlan,
      size: number,
    ): Promise<PricedRow[]> {
      return products.execute(suggestedProductsValues(storeId, today, plan, size));
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
