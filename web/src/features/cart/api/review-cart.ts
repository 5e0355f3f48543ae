import type { Cart, CartReviewRequest } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, cart/review: the cart priced again at today's prices. */
export function reviewCart(cartId: string, signal?: AbortSignal): Promise<Cart> {
  const body: CartReviewRequest = { cartId, refresh: false };
  return apiRequest<Cart>('/cli/ecommerce/cart/review', { method: 'POST', body, signal });
}

/** The cart page's refresh on load; idle without a cart. */
export function reviewCartQueryOptions(cartId: string | undefined) {
  return queryOptions({
    queryKey: ['cart', cartId, 'review'],
    queryFn: cartId === undefined ? skipToken : ({ signal }) => reviewCart(cartId, signal),
    // Each visit of the page refreshes: prices and availability may have changed.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useReviewCart(cartId: string | undefined) {
  return useQuery(reviewCartQueryOptions(cartId));
}
