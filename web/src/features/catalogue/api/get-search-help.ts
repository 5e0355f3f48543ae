import type { SearchHelp } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getSearchHelp(storeId: string, q: string, signal?: AbortSignal) {
  return apiRequest<SearchHelp>(`/cli/ecommerce/products/${storeId}/search-help`, {
    query: { q },
    signal,
  });
}

/** 'Forse cercavi' and the store's offers, for a search that found nothing. */
export function useSearchHelp(storeId: string | undefined, q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['products', 'search-help', storeId, q],
      queryFn:
        storeId !== undefined && q ? ({ signal }) => getSearchHelp(storeId, q, signal) : skipToken,
    }),
  );
}
