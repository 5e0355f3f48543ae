import type { Page, Store } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/shared/api/api-client';

export interface StoresPageParams {
  page: number;
  size: number;
  /** Free-text search on name, city and address. */
  q?: string;
  /** With lon: the server sorts by distance and fills each store's distance in km. */
  lat?: number;
  lon?: number;
}

const firstPage: StoresPageParams = { page: 0, size: 20 };

export function getStores(
  { page, size, q, lat, lon }: StoresPageParams,
  signal?: AbortSignal,
): Promise<Page<Store>> {
  return apiRequestPage<Store>('/cli/stores/ecommerce', {
    query: { s: size, p: page, q: q || undefined, lat, lon },
    signal,
  });
}

export function storesQueryOptions(params: StoresPageParams = firstPage) {
  return queryOptions({
    queryKey: ['stores', 'ecommerce', params],
    queryFn: ({ signal }) => getStores(params, signal),
    // The store list barely changes during a visit.
    staleTime: 10 * 60_000,
  });
}

export function useStores(params: StoresPageParams = firstPage) {
  return useQuery(storesQueryOptions(params));
}
