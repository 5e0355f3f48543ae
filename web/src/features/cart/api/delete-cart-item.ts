import type { CartDeleteItemRequest, CartLineResult } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CART_WRITES } from './store-cart-item';

/** Spec 7, cart/delete: removes a line, available or not. */
export function deleteCartItem({
  cartId,
  barcode,
}: Pick<CartDeleteItemRequest, 'cartId' | 'barcode'>): Promise<CartLineResult> {
  const body: CartDeleteItemRequest = { cartId, barcode, preview: false };
  return apiRequest<CartLineResult>('/cli/ecommerce/cart/delete', { method: 'POST', body });
}

export function useDeleteCartItem() {
  return useMutation({ mutationFn: deleteCartItem, scope: CART_WRITES });
}
