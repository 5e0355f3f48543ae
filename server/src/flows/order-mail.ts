import { euroToCents } from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import {
  orderMail,
  orderMailEventOf,
  orderMailKey,
  type OrderMailEvent,
  queueMailOnce,
} from '../modules/mail';
import { orderMailReads } from '../modules/orders';
import { orderOnlinePayment } from '../modules/payments';

/**
 * Writes the customer's mail of an order event in the caller's transaction, the one that made
 * the event: the outbox row exists only if the change commits, and its key (order and event)
 * lets one row per event in, however often the change is retried or doubled. The mail jobs
 * send it after commit. True when this call queued it.
 */
export async function queueOrderMail(
  db: DbOrTx,
  orderId: number,
  event: OrderMailEvent,
  instance?: string | number,
): Promise<boolean> {
  // In a transaction: one query after another (db/reads.ts says why).
  const facts = await orderMailReads(db, orderId);
  const payment = await orderOnlinePayment(db, orderId);
  const card = payment
    ? {
        authorisedCents: euroToCents(payment.authorised),
        capturedCents: payment.captured === null ? null : euroToCents(payment.captured),
        released: payment.status === 'RELEASED',
      }
    : null;
  const id = await queueMailOnce(
    db,
    orderMailKey(orderId, event, instance),
    orderMail(event, { ...facts, card }),
  );
  return id !== null;
}

/** The mail of the status an order just reached, if that status announces one. */
export async function queueStatusMail(
  db: DbOrTx,
  orderId: number,
  status: string,
): Promise<boolean> {
  const event = orderMailEventOf(status);
  return event ? queueOrderMail(db, orderId, event) : false;
}
