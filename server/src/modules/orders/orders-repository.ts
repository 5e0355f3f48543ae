import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { carts, orderItems, orders, orderStatusHistory } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { carrySubstitutionChoices } from '../substitutions';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
type ChangedBy = (typeof orderStatusHistory.$inferInsert)['changedBy'];

/** The order, its lines and its first status, in the caller's transaction; answers its id. */
export async function insertOrder(
  db: DbOrTx,
  order: NewOrder,
  items: readonly NewOrderItem[],
): Promise<number> {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('insert into orders returned no row');
  if (items.length > 0)
    await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id })));
  await carrySubstitutionChoices(db, row.id, order.cartId);
  await addHistory(db, row.id, order.status ?? 'TO_BE_PREPARED', 'CUSTOMER');
  return row.id;
}

export async function addHistory(
  db: DbOrTx,
  orderId: number,
  status: OrderStatus,
  changedBy: ChangedBy,
): Promise<void> {
  await db.insert(orderStatusHistory).values({ orderId, status, changedBy });
}

export async function setCartStatus(
  db: DbOrTx,
  cartId: number,
  status: 'FROZEN' | 'ABORTED',
): Promise<void> {
  await db
    .update(carts)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'FROZEN' ? { frozenAt: sql`now()` } : {}),
    })
    .where(eq(carts.id, cartId));
}

/** The order a cart of the customer became, if the cart is frozen: what a retried freeze answers. */
export async function findOrderOfFrozenCart(
  db: DbOrTx,
  userId: number,
  cartId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(and(eq(orders.cartId, cartId), eq(orders.userId, userId), eq(carts.status, 'FROZEN')));
  return row?.id;
}

export const ORDER_NOT_FOUND = 'Ordine non trovato';

/**
 * The customer's order, locked until the transaction ends so that an abort and anything else
 * changing it run one after the other. Another customer's order is code 404 like a missing one.
 */
export async function lockOwnOrder(db: DbOrTx, userId: number, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      cartId: orders.cartId,
      slotInstanceId: orders.slotInstanceId,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: ORDER_NOT_FOUND });
  return row;
}

export async function setOrderStatus(
  db: DbOrTx,
  orderId: number,
  status: OrderStatus,
): Promise<void> {
  await db
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
