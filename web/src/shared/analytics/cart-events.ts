import type { Cart, CartItem, Order } from '@spesa/contracts';
import { pushEcommerce } from './ecommerce';

/** The buyable lines of a cart or an order, as GA4 items at the price paid. */
function cartItems(items: readonly CartItem[]) {
  return items
    .filter((item) => item.status === 'ok')
    .map((item) => ({
      item_id: item.barcode,
      item_name: item.description,
      item_category: item.categoryName,
      item_category2: item.subCategoryName,
      price: item.netPrice,
      quantity: item.amount,
    }));
}

/** The customer goes on from the cart to the slot choice (spec 4, checkout), in euros. */
export function trackBeginCheckout(cart: Cart): void {
  pushEcommerce('begin_checkout', { value: cart.totalToPay, items: cartItems(cart.items) });
}

/** Spec 4, placing the order: the purchase event, in euros, with the ordered lines. */
export function trackPurchase(order: Order): void {
  pushEcommerce('purchase', {
    transaction_id: String(order.code),
    value: order.totalToPay,
    shipping: order.cart.fees.find((fee) => fee.id === 'DELIVERY')?.value ?? 0,
    items: cartItems(order.cart.items),
  });
}
