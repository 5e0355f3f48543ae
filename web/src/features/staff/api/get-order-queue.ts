import type { StaffOrderQueue } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** GET /cli/staff/stores/{storeId}/orders?date=: the day's slots with counts and its orders. */
export function getOrderQueue(
  storeId: string,
  date: string,
  signal?: AbortSignal,
): Promise<StaffOrderQueue> {
  return apiRequest<StaffOrderQueue>(`/cli/staff/stores/${storeId}/orders`, {
    query: { date },
    signal,
  });
}

export function orderQueueQueryOptions(storeId: string | null, date: string) {
  return queryOptions({
    queryKey: ['staff', 'queue', storeId, date],
    queryFn: storeId === null ? skipToken : ({ signal }) => getOrderQueue(storeId, date, signal),
    // New orders arrive while the shift goes on: the queue refreshes itself every minute.
    refetchInterval: 60_000,
  });
}

export function useOrderQueue(storeId: string | null, date: string) {
  return useQuery(orderQueueQueryOptions(storeId, date));
}
