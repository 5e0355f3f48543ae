import type { CitiesQuery, LookupItem } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { GEOGRAPHY_STALE_MS, lookupText } from './lookup-query';

/** Comuni of a province; a foreign nation answers none (the typed name becomes the city). */
export function getCities(query: CitiesQuery, signal?: AbortSignal): Promise<LookupItem[]> {
  return apiRequest<LookupItem[]>('/cli/addresses/cities', {
    query: { countyId: query.countyId, nationId: query.nationId, q: lookupText(query.q) },
    signal,
  });
}

export function citiesQueryOptions(query: CitiesQuery | null) {
  return queryOptions({
    queryKey: ['places', 'cities', query?.nationId ?? '', query?.countyId ?? '', query?.q ?? ''],
    queryFn: query ? ({ signal }) => getCities(query, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: GEOGRAPHY_STALE_MS,
  });
}

export function useCities(query: CitiesQuery | null) {
  return useQuery(citiesQueryOptions(query));
}
