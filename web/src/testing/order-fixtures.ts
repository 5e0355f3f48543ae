import type { Order, OrderSummary } from '@spesa/contracts';
import { makeCart, makeCartItem } from './cart-fixtures';

/** A row of the order history: order 1001, waiting to be prepared. */
export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: '1',
    code: 1001,
    status: 'TO_BE_PREPARED',
    title: null,
    deliveryDate: '2026-11-25',
    storeId: '3',
    storeDescription: 'Spesa Bologna Mazzini',
    deliveryMode: 'AT_HOME',
    validFrom: '09:00',
    validTo: '11:00',
    paymentMode: 'CASH',
    itemsCount: 2,
    totalToPay: 7.48,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** The full order of a summary: one ordered line, nothing prepared yet. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const summary = makeOrderSummary(overrides);
  return {
    ...summary,
    cart: makeCart({
      status: 'FROZEN',
      items: [makeCartItem()],
      itemsCount: 2,
      netTotal: 2.58,
      totalToPay: 7.48,
    }),
    operatorCart: null,
    preparedCartItems: [],
    enabledProductsReplacementChoice: true,
    totals: { ordered: 7.48, prepared: null, purchase: null, receipt: null },
    ...overrides,
  };
}
