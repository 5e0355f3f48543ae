import type { Order } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, orders/{id}/fetch: one order with its items and totals. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/cli/ecommerce/orders/${orderId}/fetch`, { signal });
}

export function orderQueryOptions(userId: string | null, orderId: string | null) {
  return queryOptions({
    queryKey: ['orders', userId, 'detail', orderId],
    queryFn:
      userId === null || orderId === null ? skipToken : ({ signal }) => getOrder(orderId, signal),
  });
}

export function useOrder(userId: string | null, orderId: string | null) {
  return useQuery(orderQueryOptions(userId, orderId));
}
