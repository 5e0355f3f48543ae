import type { CartLineResult, CartStoreRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import type { PendingProduct } from '@/shared/state/cart-store';

export type CartLineInput = Pick<PendingProduct, 'barcode' | 'amount' | 'um'> & {
  cartId: string;
};

/** Spec 5: the payload carries 'amount' for pieces and 'weight' for weighed products. */
export function cartStoreRequest({ cartId, barcode, amount, um }: CartLineInput): CartStoreRequest {
  const quantity = um === 'PZ' ? { amount } : { weight: amount };
  return { cartId, barcode, um, ...quantity, preview: false };
}

/**
 * Spec 7, cart/store: sets the product's line to the quantity (the server prices it). 4034
 * above maxAmount, 4030 unknown product, 4031 not sold in the cart's store.
 */
export function storeCartItem(input: CartLineInput): Promise<CartLineResult> {
  return apiRequest<CartLineResult>('/cli/ecommerce/cart/store', {
    method: 'POST',
    body: cartStoreRequest(input),
  });
}

/**
 * Cart writes share one scope: offline they wait (paused) and, back online, go out one after
 * another in the order asked, so an older quantity never lands after a newer one (issue 27.9).
 */
export const CART_WRITES = { id: 'cart-writes' };

export function useStoreCartItem() {
  return useMutation({ mutationFn: storeCartItem, scope: CART_WRITES });
}
