// The public face of orders: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { reconcileCart } from './freeze-check';
export { checkCartMoney, checkLoyaltyCard, checkPaymentMode, invoiceAddress } from './freeze-rules';
export { loadOrder } from './order-detail';
export { hasOrderInProgress } from './order-in-progress';
export { orderMailReads } from './order-mail-reads';
export { findOrderItems, findOwnOrder, type OrderItemRow } from './order-queries';
export {
  addHistory,
  findOrderOfFrozenCart,
  insertOrder,
  lockOwnOrder,
  type NewOrderItem,
  ORDER_NOT_FOUND,
  setCartStatus,
  setOrderStatus,
} from './orders-repository';
export {
  dropChange,
  findChangeOfCart,
  findOrderSlotOfChangeCart,
  lockOrderForChange,
  type LockedOrder,
  orderChangeState,
} from './order-change-repository';
export { changeRefusal } from './order-change-rules';
export { applyOrderVersion, type OrderChangeValues } from './order-versions-repository';
