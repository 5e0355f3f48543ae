import type { CountiesQuery, LookupItem } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { GEOGRAPHY_STALE_MS, lookupText } from './lookup-query';

/** Italian provinces ({id, name, code}); a foreign nation answers the single 'Estero' county. */
export function getCounties(query: CountiesQuery, signal?: AbortSignal): Promise<LookupItem[]> {
  return apiRequest<LookupItem[]>('/cli/addresses/counties', {
    query: { nationId: query.nationId, q: lookupText(query.q) },
    signal,
  });
}

export function countiesQueryOptions(query: CountiesQuery | null) {
  return queryOptions({
    queryKey: ['places', 'counties', query?.nationId ?? '', query?.q ?? ''],
    queryFn: query ? ({ signal }) => getCounties(query, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: GEOGRAPHY_STALE_MS,
  });
}

export function useCounties(query: CountiesQuery | null) {
  return useQuery(countiesQueryOptions(query));
}
