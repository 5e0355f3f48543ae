import type { Cart } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The customer's current cart; fails with 4004 when there is none (spec 7). */
export function getCurrentCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest<Cart>('/cli/ecommerce/cart/current', { signal });
}

export function checkoutCartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['checkout', userId, 'cart'],
    queryFn: ({ signal }) => getCurrentCart(signal),
    // Checkout must work on the cart as it is now, not as a screen cached it.
    staleTime: 0,
  });
}

export function useCheckoutCart(userId: string) {
  return useQuery(checkoutCartQueryOptions(userId));
}
