import type { OrderToCartRequest, OrderToCartResult } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * POST /cli/ecommerce/cart/addOrder (issue 30, ours): every line of an order into the open
 * cart, priced in its store today; the answer says what went in and what stayed out.
 */
export function addOrderToCart(body: OrderToCartRequest): Promise<OrderToCartResult> {
  return apiRequest<OrderToCartResult>('/cli/ecommerce/cart/addOrder', { method: 'POST', body });
}

export function useAddOrderToCart() {
  return useMutation({ mutationFn: addOrderToCart });
}
