import type { Order } from '@spesa/contracts';
import { pushToDataLayer } from '@/shared/analytics/data-layer';
import { ANALYTICS_CURRENCY } from '@/shared/analytics/ecommerce';

/** Spec 4, placing the order: the purchase event, in euros, with the ordered lines. */
export function trackPurchase(order: Order): void {
  const shipping = order.cart.fees.find((fee) => fee.id === 'DELIVERY')?.value ?? 0;
  // GA4 merges a new ecommerce object into the previous one: clear it first.
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer({
    event: 'purchase',
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      transaction_id: String(order.code),
      value: order.totalToPay,
      shipping,
      items: order.cart.items
        .filter((item) => item.status === 'ok')
        .map((item) => ({
          item_id: item.barcode,
          item_name: item.description,
          item_category: item.categoryName,
          item_category2: item.subCategoryName,
          price: item.netPrice,
          quantity: item.amount,
        })),
    },
  });
}
