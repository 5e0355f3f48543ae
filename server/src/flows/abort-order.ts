import { ABORTABLE_ORDER_STATUS, type CartAbortResult, replyId } from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { AppError } from '../http/app-error';
import { releaseOrderPayment } from '../modules/payments';
import { releaseSlot } from '../modules/slots';
import {
  addHistory,
  dropChange,
  lockOwnOrder,
  setCartStatus,
  setOrderStatus,
} from '../modules/orders';
import { queueOrderMail } from './order-mail';

/**
 * cart/abort by orderId (spec 4 and 6): the customer cancels an order still waiting to be
 * prepared (else 4205). In the route's transaction the slot place goes back, the order and
 * its cart become ABORTED, the history records who did it and an online-card pre-authorisation
 * is released and the cancellation mail queued. The order row is locked first, so two aborts of one order give the place back
 * (and release the card) once.
 */
export async function abortOrder(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<CartAbortResult> {
  const order = await lockOwnOrder(db, userId, orderId);
  if (order.status !== ABORTABLE_ORDER_STATUS) throw new AppError('WRONG_ORDER_STATUS');
  await releaseSlot(db, order.slotInstanceId);
  await setOrderStatus(db, order.id, 'ABORTED');
  await addHistory(db, order.id, 'ABORTED', 'CUSTOMER');
  await setCartStatus(db, order.cartId, 'ABORTED');
  // Issue 29: a change the customer had open on it goes too (its parked cart comes back).
  await dropChange(db, order.id);
  await releaseOrderPayment(db, order.id);
  await queueOrderMail(db, order.id, 'cancelled');
  return { orderId: replyId(orderId) };
}
