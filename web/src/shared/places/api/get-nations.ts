import type { LookupItem, NationsQuery } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { GEOGRAPHY_STALE_MS, lookupText } from './lookup-query';

export function getNations(query: NationsQuery, signal?: AbortSignal): Promise<LookupItem[]> {
  return apiRequest<LookupItem[]>('/cli/addresses/nations', {
    query: { q: lookupText(query.q) },
    signal,
  });
}

/** `query` null leaves the lookup idle (the picker is closed or not ready). */
export function nationsQueryOptions(query: NationsQuery | null) {
  return queryOptions({
    queryKey: ['places', 'nations', query?.q ?? ''],
    queryFn: query ? ({ signal }) => getNations(query, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: GEOGRAPHY_STALE_MS,
  });
}

export function useNations(query: NationsQuery | null) {
  return useQuery(nationsQueryOptions(query));
}
