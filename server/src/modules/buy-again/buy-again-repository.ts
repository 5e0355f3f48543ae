import { and, asc, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, storeProducts, stores } from '../../db/schema';
import { mainCategory, param, pricedColumns, type PricedRow, subCategory } from '../catalogue';

/** Orders that never went ahead: what they held was not bought. */
const NOT_BOUGHT = ['ABORTED', 'CANCELLED'] as const;

export type BoughtRow = PricedRow & {
  timesOrdered: number;
  lastMilli: number;
  lastUm: 'KG' | 'PZ';
  lastOrderedAt: string;
  total: number;
};

/**
 * What one customer bought, grouped per product: in how many orders, and the quantity and
 * unit of the latest. Substitutes are the store's choice, not the customer's, so they do not
 * count. Read through orders_user_idx and order_items_order_idx: a customer's orders, then
 * their lines.
 */
function boughtByCustomer(db: Db) {
  const latest = sql`order by ${orders.createdAt} desc, ${orderItems.id} desc`;
  return db
    .select({
      productId: sql<number>`${orderItems.productId}`.as('bought_product_id'),
      timesOrdered: sql<number>`count(distinct ${orders.id})::int`.as('times_ordered'),
      lastMilli: sql<number>`(array_agg(${orderItems.quantityMilli} ${latest}))[1]`.as(
        'last_milli',
      ),
      lastUm: sql<'KG' | 'PZ'>`(array_agg(${orderItems.um} ${latest}))[1]`.as('last_um'),
      lastOrderedAt: sql<Date>`max(${orders.createdAt})`.as('last_ordered_at'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        notInArray(orders.status, [...NOT_BOUGHT]),
        isNull(orderItems.substitutesItemId),
        isNotNull(orderItems.productId),
      ),
    )
    .groupBy(orderItems.productId)
    .as('bought');
}

/**
 * The products a customer bought before, as the bound store sells them today (priced as every
 * card, with offers and tags), most often bought first, then the most recently, then by id so
 * pages never repeat or skip. A product the store does not sell is left out: there is no price
 * to show for it. `total` counts every match, for the pages. The page is chosen on narrow rows
 * (ids and counts) and only its rows are priced: counting over priced rows cost 3 times more.
 * Unprepared, so EXPLAIN can read it.
 */
export function buyAgainPageQuery(db: Db) {
  const bought = boughtByCustomer(db);
  const page = db
    .select({
      productId: sql<number>`${bought.productId}`.as('page_product_id'),
      timesOrdered: sql<number>`${bought.timesOrdered}`.as('page_times_ordered'),
      lastMilli: sql<number>`${bought.lastMilli}`.as('page_last_milli'),
      lastUm: sql<'KG' | 'PZ'>`${bought.lastUm}`.as('page_last_um'),
      lastOrderedAt: sql<Date>`${bought.lastOrderedAt}`.as('page_last_ordered_at'),
      total: sql<number>`(count(*) over ())::int`.as('page_total'),
    })
    .from(bought)
    .innerJoin(
      storeProducts,
      and(eq(storeProducts.productId, bought.productId), eq(storeProducts.storeId, param.storeId)),
    )
    .orderBy(desc(bought.timesOrdered), desc(bought.lastOrderedAt), asc(bought.productId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      ...pricedColumns,
      timesOrdered: page.timesOrdered,
      lastMilli: page.lastMilli,
      lastUm: page.lastUm,
      lastOrderedAt: sql<string>`to_char(${page.lastOrderedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      total: page.total,
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.productId))
    .innerJoin(
      storeProducts,
      and(eq(storeProducts.productId, products.id), eq(storeProducts.storeId, param.storeId)),
    )
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .orderBy(desc(page.timesOrdered), desc(page.lastOrderedAt), asc(products.id));
}

/** One page of `buyAgainPageQuery`, one prepared statement and one round trip. */
export function createBuyAgainReads(db: Db) {
  const page = buyAgainPageQuery(db).prepare('buy_again_page');
  return {
    async page(
      userId: number,
      storeId: number,
      today: string,
      p: number,
      s: number,
    ): Promise<BoughtRow[]> {
      return page.execute({ userId, storeId, today, limit: s, offset: p * s });
    },

    /** Only asked after a page came back empty, to tell an unknown store apart. */
    async storeExists(storeId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(stores)
        .where(eq(stores.id, storeId))
        .limit(1);
      return rows.length > 0;
    },
  };
}
