import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { preparedMoney } from './prepared-money';
import type { OrderRow } from './staff-order-repository';

/** Writes the order's prepared figures from its lines as they now stand. */
export async function refreshPreparedMoney(db: DbOrTx, order: OrderRow): Promise<void> {
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await db
    .update(orders)
    .set({ ...preparedMoney(order, lines), updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
}
