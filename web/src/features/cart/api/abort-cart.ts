import type { CartAbortRequest, CartAbortResult } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, cart/abort by cartId: deletes the whole open cart. */
export function abortCart(cartId: string): Promise<CartAbortResult> {
  const body: CartAbortRequest = { cartId };
  return apiRequest<CartAbortResult>('/cli/ecommerce/cart/abort', { method: 'POST', body });
}

export function useAbortCart() {
  return useMutation({ mutationFn: abortCart });
}
