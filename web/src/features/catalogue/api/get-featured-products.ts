import type { Product } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getFeaturedProducts(storeId: string, signal?: AbortSignal): Promise<Product[]> {
  return apiRequest<Product[]>(`/cli/ecommerce/products/${storeId}/featured`, { signal });
}

export function featuredProductsQueryOptions(storeId: string | undefined) {
  return queryOptions({
    queryKey: ['products', 'featured', storeId],
    queryFn:
      storeId === undefined ? skipToken : ({ signal }) => getFeaturedProducts(storeId, signal),
    // Switching store keeps the previous grid on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedProducts(storeId: string | undefined) {
  return useQuery(featuredProductsQueryOptions(storeId));
}
