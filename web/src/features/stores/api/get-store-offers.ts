import type { Product } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/shared/api/api-client';

/** A taste of the store's promotions, not the full listing. */
export const STORE_OFFERS_COUNT = 4;

export function getStoreOffers(storeId: string, signal?: AbortSignal): Promise<Product[]> {
  return apiRequestPage<Product>(`/cli/ecommerce/products/${storeId}`, {
    query: { onlyPromotions: true, s: STORE_OFFERS_COUNT },
    signal,
  }).then((page) => page.data);
}

export function storeOffersQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: ['products', 'store-offers', storeId],
    queryFn: ({ signal }) => getStoreOffers(storeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useStoreOffers(storeId: string) {
  return useQuery(storeOffersQueryOptions(storeId));
}
