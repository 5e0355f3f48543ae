import type { QueryClient } from '@tanstack/react-query';

/**
 * Query roots whose answers are the same for every visitor: reference data kept across a
 * login or logout. Everything else may depend on who is logged in (first slot, addresses,
 * orders, prices for the user's store...).
 */
const SHARED_QUERY_ROOTS = new Set<unknown>([
  'configuration',
  'categories',
  'productsTags',
  'deliveries',
  'places',
  'lookups',
]);

/**
 * After a login or a logout: on-screen user-dependent queries refetch, the others drop their
 * data so one customer's answers never show to the next.
 */
export function resetUserQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({
    predicate: (query) => !SHARED_QUERY_ROOTS.has(query.queryKey[0]),
  });
}
