// The public face of cart: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export {
  deleteLine,
  findStoreProduct,
  type LineValues,
  loadCartLines,
  upsertLines,
} from './cart-lines-repository';
export { addLinesToCart, type LinePlacement, type WantedLine } from './cart-additions';
export { toCart, toRemovedItem, toUpdatedItem } from './cart-mapper';
export { type CartMoney, type PricedLine, priceLine, rowCents, sellable } from './cart-pricing';
export {
  type CartHeader,
  findOpenCart,
  listOpenCarts,
  lockOpenCart,
  touchCart,
  upsertOpenCart,
} from './cart-repository';
export { checkCartTarget } from './cart-target';
export { type CartView, loadCartView } from './cart-view';
export { allowedPaymentModes } from './payment-modes';
