import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/** How far back an order counts as what shoppers buy now. */
export const PURCHASE_WINDOW_DAYS = 90;

/**
 * Sets each product's `product_search.purchases` to the number of orders of the last 90 days
 * holding it (a store's substitute is not something the shopper chose, so it does not count).
 * Periodic rather than in the order's transaction: counting there would make every order with
 * milk wait on milk's row. Only changed rows are written, and the catalogue version moves when
 * any did (cached search pages then re-rank). Answers how many rows changed.
 */
export async function refreshPurchaseCounts(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ changed: number }>(sql`
    with counts as (
      select oi.product_id as id, count(distinct oi.order_id)::int as n
      from order_items oi join orders o on o.id = oi.order_id
      where oi.product_id is not null and oi.substitutes_item_id is null
        and o.created_at > now() - make_interval(days => ${PURCHASE_WINDOW_DAYS})
      group by oi.product_id
    ),
    wanted as (
      select ps.id, coalesce(counts.n, 0) as n
      from product_search ps left join counts on counts.id = ps.id
      where ps.purchases > 0 or counts.id is not null
    ),
    changed as (
      update product_search ps set purchases = wanted.n
      from wanted
      where ps.id = wanted.id and ps.purchases <> wanted.n
      returning ps.id
    ),
    -- Cached search replies are keyed by the catalogue version: new ranks move it, once.
    moved as (
      update catalogue_version set version = version + 1
      where id = 1 and exists (select 1 from changed)
      returning version
    )
    select (select count(*) from changed)::int as changed, (select count(*) from moved) as moved`);
  return result.rows[0]?.changed ?? 0;
}
