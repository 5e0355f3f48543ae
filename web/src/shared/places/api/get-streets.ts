import type { StreetsQuery } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { lookupText } from './lookup-query';

/** Street suggestions only: the customer may type any street. */
export function getStreets(query: StreetsQuery, signal?: AbortSignal): Promise<string[]> {
  return apiRequest<string[]>('/cli/addresses/streets', {
    query: { cityName: query.cityName, nation: query.nation, q: lookupText(query.q) },
    signal,
  });
}

export function streetsQueryOptions(query: StreetsQuery | null) {
  return queryOptions({
    queryKey: ['places', 'streets', query?.nation ?? '', query?.cityName ?? '', query?.q ?? ''],
    queryFn: query ? ({ signal }) => getStreets(query, signal) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

export function useStreets(query: StreetsQuery | null) {
  return useQuery(streetsQueryOptions(query));
}
