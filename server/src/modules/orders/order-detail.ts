import type { Order } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { toOrder } from './order-mapper';
import { findOrderItems, findOwnOrder } from './order-queries';

/** The customer's order as its detail shows it; 404 when it is not theirs. */
export async function loadOrder(db: DbOrTx, userId: number, orderId: number): Promise<Order> {
  const row = await findOwnOrder(db, userId, orderId);
  return toOrder(row, await findOrderItems(db, orderId));
}
