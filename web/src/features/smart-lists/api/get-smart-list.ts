import type { SmartList } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { smartListsKey } from './get-smart-lists';

/** Spec 7, GET /cli/slists/{id}: one list with its items. */
export function getSmartList(id: string, signal?: AbortSignal): Promise<SmartList> {
  return apiRequest<SmartList>(`/cli/slists/${id}`, { signal });
}

export function smartListQueryOptions(userId: string | null, id: string | null) {
  return queryOptions({
    queryKey: [...smartListsKey(userId), 'detail', id],
    queryFn: userId === null || id === null ? skipToken : ({ signal }) => getSmartList(id, signal),
  });
}

export function useSmartList(userId: string | null, id: string | null) {
  return useQuery(smartListQueryOptions(userId, id));
}
