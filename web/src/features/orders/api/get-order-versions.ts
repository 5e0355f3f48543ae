import type { OrderVersions } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Issue 29: the order's versions (newest first, with what changed) and its card operations. */
export function getOrderVersions(orderId: string, signal?: AbortSignal): Promise<OrderVersions> {
  return apiRequest<OrderVersions>(`/cli/ecommerce/orders/${orderId}/versions`, { signal });
}

export function orderVersionsQueryOptions(orderId: string, version: number) {
  return queryOptions({
    queryKey: ['orders', 'versions', orderId, version],
    queryFn: ({ signal }) => getOrderVersions(orderId, signal),
  });
}

export function useOrderVersions(orderId: string, version: number) {
  return useQuery({ ...orderVersionsQueryOptions(orderId, version), enabled: version > 1 });
}
