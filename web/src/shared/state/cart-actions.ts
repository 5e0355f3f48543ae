import { createContext, useContext } from 'react';
import type { PendingProduct } from './cart-store';

/**
 * What a screen outside the cart feature may ask of the current cart. Features do not import
 * each other, so the catalogue's buy buttons reach the cart through this context, which the
 * app layer provides with the cart feature's implementation.
 */
export interface CartActions {
  /**
   * Sets the product's line in the current cart to `amount` (a new line, or a changed one) and
   * tells the shopper; resolves false when it failed (the shopper has been told why).
   */
  putInCart: (line: PendingProduct) => Promise<boolean>;
}

// Only a call fails without a provider: screens that never add (a guest's) render anyway.
const unprovided: CartActions = {
  putInCart: () => Promise.reject(new Error('CartActionsContext is not provided')),
};

export const CartActionsContext = createContext<CartActions>(unprovided);

export function useCartActions(): CartActions {
  return useContext(CartActionsContext);
}
