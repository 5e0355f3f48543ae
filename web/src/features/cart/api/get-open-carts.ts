import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getOpenCarts } from '@/shared/api/open-carts';

/** Keyed by user so one customer's carts never show to the next; idle for a guest. */
export function openCartsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['carts', userId, 'open'],
    queryFn: userId === null ? skipToken : ({ signal }) => getOpenCarts(signal),
    // Carts change with every add: the list is read fresh each visit.
    staleTime: 0,
  });
}

export function useOpenCarts(userId: string | null) {
  return useQuery(openCartsQueryOptions(userId));
}
