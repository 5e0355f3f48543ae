import { BUY_AGAIN_PAGE_SIZE, type BuyAgainItem, type Page } from '@spesa/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequestPage } from '@/shared/api/api-client';

/** The products the customer bought before, priced in a store (issue 30, 'Compra di nuovo'). */
export function getBuyAgain(
  storeId: string,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<BuyAgainItem>> {
  return apiRequestPage<BuyAgainItem>(`/cli/ecommerce/products/${storeId}/buyAgain`, {
    query: { s: size, p: page },
    signal,
  });
}

/**
 * Keyed by user and store: one customer's purchases never show to the next. Under 'orders', so
 * what refreshes the orders (an order placed or aborted) refreshes these too.
 */
const keyOf = (userId: string | null, storeId: string | undefined) =>
  ['orders', 'buy-again', userId, storeId] as const;

/** The first few, for the home strip; idle for a guest or before a store is known. */
export function buyAgainStripQueryOptions(
  userId: string | null,
  storeId: string | undefined,
  size: number,
) {
  return queryOptions({
    queryKey: [...keyOf(userId, storeId), 'first', size],
    queryFn:
      userId === null || storeId === undefined
        ? skipToken
        : ({ signal }) => getBuyAgain(storeId, 0, size, signal),
  });
}

export function useBuyAgainStrip(userId: string | null, storeId: string | undefined, size: number) {
  return useQuery(buyAgainStripQueryOptions(userId, storeId, size));
}

/** The page's list, a page more at a time. */
export function buyAgainQueryOptions(userId: string | null, storeId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...keyOf(userId, storeId), 'pages'],
    queryFn:
      userId === null || storeId === undefined
        ? skipToken
        : ({ pageParam, signal }) => getBuyAgain(storeId, pageParam, BUY_AGAIN_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last: Page<BuyAgainItem>) => (last.last ? undefined : last.number + 1),
  });
}

export function useBuyAgain(userId: string | null, storeId: string | undefined) {
  return useInfiniteQuery(buyAgainQueryOptions(userId, storeId));
}
