import type { Product } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProduct(barcode: string, storeId: string, signal?: AbortSignal) {
  return apiRequest<Product>(`/cli/ecommerce/products/barcode/${encodeURIComponent(barcode)}`, {
    query: { store: storeId },
    signal,
  });
}

export function productQueryOptions(barcode: string, storeId: string | undefined) {
  return queryOptions({
    queryKey: ['products', 'barcode', barcode, storeId],
    queryFn:
      storeId === undefined ? skipToken : ({ signal }) => getProduct(barcode, storeId, signal),
  });
}

export function useProduct(barcode: string, storeId: string | undefined) {
  return useQuery(productQueryOptions(barcode, storeId));
}
