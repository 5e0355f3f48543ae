// The public face of payments: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { withCartPaymentLock, withOrderPaymentLock } from './cart-payment-lock';
export { releaseSupersededHolds, renewExpiringHolds } from './order-holds';
export {
  authoriseHold,
  coveringPreauthorisation,
  idempotencyKeyOf,
  linkedCard,
  linkPreauthorisation,
  type Preauthorisation,
  releaseUnused,
} from './order-preauthorisation';
export {
  captureOrderPayment,
  orderOnlinePayment,
  refundOrderPayment,
  releaseOrderPayment,
} from './order-settlement';
export { orderCardOperations } from './order-card-operations';
export { type ProviderName } from './payment-provider';
