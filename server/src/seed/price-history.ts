import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { addDays, isoDay } from './dates';
import { carni } from './product-templates/carni';
import { ortofrutta } from './product-templates/ortofrutta';
import { pesce } from './product-templates/pesce';

/** Fresh produce, meat and fish: perishable, so their offers carry no 30-day reference. */
export const PERISHABLE_DEPARTMENTS = [ortofrutta.id, carni.id, pesce.id] as const;

/** How long the demo's shelf prices have been in force. */
const SHELF_AGE_DAYS = 60;

/**
 * Gives the demo a price history worth showing (art. 17-bis). The triggers recorded every
 * shelf price and offer as of today; the shelf prices are dated back, and one running offer
 * in three gets an earlier, 5% lower shelf price 20 to 8 days before it began, so its
 * 'lowest price of the last 30 days' differs from the struck-through price. Fresh
 * departments are marked perishable.
 */
export async function seedPriceHistory(tx: DbOrTx, today: Date): Promise<void> {
  const day = isoDay(today);
  const since = isoDay(addDays(today, -SHELF_AGE_DAYS));
  await tx.execute(sql`
    update store_products sp set perishable = true
    from products p join categories c on c.id = p.category_id
    where p.id = sp.product_id
      and coalesce(c.parent_id, c.id) in (${sql.join(
        PERISHABLE_DEPARTMENTS.map((d) => sql`${d}`),
        sql`, `,
      )})`);
  await tx.execute(
    sql`update price_history set valid_from = ${since}::date where promotion_id is null`,
  );
  await tx.execute(sql`
    with started as (
      select sp.store_id, sp.product_id, sp.price_cents, min(pr.valid_from) as start
      from store_products sp
      join promotions pr on pr.product_id = sp.product_id
        and (pr.store_id is null or pr.store_id = sp.store_id)
      where pr.valid_from <= ${day}::date and pr.valid_to >= ${day}::date
        and pr.value_type <> 'UNKNOWN' and sp.product_id % 3 = 0
      group by sp.store_id, sp.product_id, sp.price_cents
    )
    insert into price_history (store_id, product_id, price_cents, valid_from)
    select store_id, product_id, greatest(1, round(price_cents * 0.95)::integer), start - 20
    from started
    union all
    select store_id, product_id, price_cents, start - 8 from started`);
}
