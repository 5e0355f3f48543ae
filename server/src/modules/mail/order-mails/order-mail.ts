import type { Mail } from '../mail';
import { cancellationMail } from './cancellation-mail';
import { changeMail, holdFailedMail } from './change-mails';
import { confirmationMail } from './confirmation-mail';
import type { OrderMailEvent, OrderMailFacts } from './order-mail-facts';
import { readyMail } from './ready-mail';
import { receiptMail } from './receipt-mail';

const TEMPLATES: Record<OrderMailEvent, (facts: OrderMailFacts) => Mail> = {
  confirmed: confirmationMail,
  ready: readyMail,
  completed: receiptMail,
  cancelled: cancellationMail,
  changed: changeMail,
  'hold-failed': holdFailedMail,
};

/**
 * The event a status reached announces, if any. The move into preparation and to the till
 * (IN_PREPARATION, ISSUING_RECEIPT) sends nothing: the customer hears when the order is ready.
 */
export function orderMailEventOf(status: string): OrderMailEvent | null {
  switch (status) {
    case 'TO_BE_PREPARED':
      return 'confirmed';
    case 'TO_BE_DELIVERED':
    case 'TO_BE_COLLECTED':
      return 'ready';
    case 'DELIVERED':
    case 'COLLECTED':
      return 'completed';
    case 'ABORTED':
    case 'CANCELLED':
    case 'REFUSED':
    case 'NOT_COLLECTED':
      return 'cancelled';
    default:
      return null;
  }
}

/** The mail of one order event, in the customer's language. */
export function orderMail(event: OrderMailEvent, facts: OrderMailFacts): Mail {
  return TEMPLATES[event](facts);
}

/**
 * The outbox key that makes an event's mail one of a kind (mail.ts, queueMailOnce); `instance`
 * tells apart the events an order may have several of (a change's version, issue 29).
 */
export const orderMailKey = (orderId: number, event: OrderMailEvent, instance?: string | number) =>
  instance === undefined ? `order:${orderId}:${event}` : `order:${orderId}:${event}:${instance}`;
