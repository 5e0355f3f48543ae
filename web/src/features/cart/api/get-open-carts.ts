import type { Cart } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Every open cart of the customer, the current one first. */
export function getOpenCarts(signal?: AbortSignal): Promise<Cart[]> {
  return apiRequest<Cart[]>('/cli/ecommerce/carts/open', { signal });
}

/** Keyed by user so one customer's carts never show to the next; idle for a guest. */
export function openCartsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: ['carts', userId, 'open'],
    queryFn: userId === null ? skipToken : ({ signal }) => getOpenCarts(signal),
    // Carts change with every add: the list is read fresh each visit.
    staleTime: 0,
  });
}

export function useOpenCarts(userId: number | null) {
  return useQuery(openCartsQueryOptions(userId));
}
