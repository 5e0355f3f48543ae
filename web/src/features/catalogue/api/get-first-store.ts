import type { Store } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/shared/api/api-client';

export async function getFirstStore(signal?: AbortSignal): Promise<Store | null> {
  const page = await apiRequestPage<Store>('/cli/stores/ecommerce', { query: { s: 1 }, signal });
  return page.data[0] ?? null;
}

export function firstStoreQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['stores', 'ecommerce', 'first'],
    queryFn: ({ signal }) => getFirstStore(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function useFirstStore(enabled: boolean) {
  return useQuery(firstStoreQueryOptions(enabled));
}
