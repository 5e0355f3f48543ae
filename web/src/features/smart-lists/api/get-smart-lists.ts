import type { SmartListSummaries } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, GET /cli/slists: the customer's lists, oldest first. */
export function getSmartLists(signal?: AbortSignal): Promise<SmartListSummaries> {
  return apiRequest<SmartListSummaries>('/cli/slists', { signal });
}

/** The root of every list query of a customer: list changes invalidate it as a whole. */
export function smartListsKey(userId: string | null) {
  return ['slists', userId] as const;
}

/** Keyed by user so one customer's lists never show to the next; idle for a guest. */
export function smartListsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...smartListsKey(userId), 'all'],
    queryFn: userId === null ? skipToken : ({ signal }) => getSmartLists(signal),
  });
}

export function useSmartLists(userId: string | null) {
  return useQuery(smartListsQueryOptions(userId));
}
