import { ORDERS_PAGE_SIZE, type OrderSummary, type Page } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/shared/api/api-client';

/** Spec 7, orders: a page of the history, 5 per page, newest first (the server's order). */
export function getOrders(page: number, signal?: AbortSignal): Promise<Page<OrderSummary>> {
  return apiRequestPage<OrderSummary>('/cli/ecommerce/orders', {
    query: { s: ORDERS_PAGE_SIZE, p: page },
    signal,
  });
}

/** Keyed by user so one customer's orders never show to the next; idle without a user. */
export function ordersQueryOptions(userId: string | null, page: number) {
  return queryOptions({
    queryKey: ['orders', userId, 'page', page],
    queryFn: userId === null ? skipToken : ({ signal }) => getOrders(page, signal),
    // The previous page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useOrders(userId: string | null, page: number) {
  return useQuery(ordersQueryOptions(userId, page));
}
