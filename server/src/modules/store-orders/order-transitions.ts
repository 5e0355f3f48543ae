import type { DeliveryModeId, OrderStatus } from '@spesa/contracts';

/*
 * The store's state machine of an order (issue 8), a pure function of (from, to, mode):
 *
 *   TO_BE_PREPARED → IN_PREPARATION → ISSUING_RECEIPT → TO_BE_DELIVERED  (AT_HOME, SHIPPED)
 *                                                     → TO_BE_COLLECTED  (IN_STORE, DRIVE)
 *   TO_BE_DELIVERED → DELIVERED | REFUSED
 *   TO_BE_COLLECTED → COLLECTED | NOT_COLLECTED | REFUSED
 *   any status not final → CANCELLED (by an operator)
 *
 * ISSUING_RECEIPT sits between the end of the picking and the hand-over: the prepared cart is
 * fixed (no line changes any more) and the till issues the receipt; leaving it records the
 * receipt total. It counts as past preparation (PREPARED_ORDER_STATUSES), so the customer
 * sees the operator totals from there on. ABORTED is the customer's (spec 4, only from
 * TO_BE_PREPARED) and never a target here. The final statuses go nowhere.
 */

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'DELIVERED',
  'COLLECTED',
  'NOT_COLLECTED',
  'REFUSED',
  'CANCELLED',
  'ABORTED',
];

/** The statuses that complete the order with the goods handed over: the payment is taken. */
export const COMPLETED_ORDER_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'COLLECTED'];

/** Home deliveries and shipments go out; pickup and drive orders wait in the store. */
function handOverStatus(mode: DeliveryModeId): OrderStatus {
  return mode === 'AT_HOME' || mode === 'SHIPPED' ? 'TO_BE_DELIVERED' : 'TO_BE_COLLECTED';
}

function forward(from: OrderStatus, mode: DeliveryModeId): OrderStatus[] {
  switch (from) {
    case 'TO_BE_PREPARED':
      return ['IN_PREPARATION'];
    case 'IN_PREPARATION':
      return ['ISSUING_RECEIPT'];
    case 'ISSUING_RECEIPT':
      return [handOverStatus(mode)];
    case 'TO_BE_DELIVERED':
      return mode === 'AT_HOME' || mode === 'SHIPPED' ? ['DELIVERED', 'REFUSED'] : [];
    case 'TO_BE_COLLECTED':
      return mode === 'IN_STORE' || mode === 'DRIVE'
        ? ['COLLECTED', 'NOT_COLLECTED', 'REFUSED']
        : [];
    default:
      return [];
  }
}

/** Where an operator may move an order next, in the order a screen offers them. */
export function nextStatuses(from: OrderStatus, mode: DeliveryModeId): OrderStatus[] {
  if (FINAL_ORDER_STATUSES.includes(from)) return [];
  return [...forward(from, mode), 'CANCELLED'];
}

export function canTransition(from: OrderStatus, to: OrderStatus, mode: DeliveryModeId): boolean {
  return nextStatuses(from, mode).includes(to);
}
