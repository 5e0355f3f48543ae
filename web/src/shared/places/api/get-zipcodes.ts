import type { ZipcodesQuery } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { GEOGRAPHY_STALE_MS, lookupText } from './lookup-query';

/** The postcodes of one comune, as plain strings. */
export function getZipcodes(query: ZipcodesQuery, signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('/cli/addresses/zipcodes', {
    query: { cityId: query.cityId, q: lookupText(query.q) },
    signal,
  });
}

export function zipcodesQueryOptions(query: ZipcodesQuery | null) {
  return queryOptions({
    queryKey: ['places', 'zipcodes', query?.cityId ?? '', query?.q ?? ''],
    queryFn: query ? ({ signal }) => getZipcodes(query, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: GEOGRAPHY_STALE_MS,
  });
}

export function useZipcodes(query: ZipcodesQuery | null) {
  return useQuery(zipcodesQueryOptions(query));
}
