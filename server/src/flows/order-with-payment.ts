import type { Order } from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { loadOrder } from '../modules/orders';
import { orderOnlinePayment } from '../modules/payments';

/** The order's detail with its online payment (the pre-authorised amount), when it has one. */
export async function loadOrderWithPayment(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<Order> {
  const order = await loadOrder(db, userId, orderId);
  const onlinePayment = await orderOnlinePayment(db, orderId);
  return onlinePayment ? { ...order, onlinePayment } : order;
}
