import type { ProductInfo } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProductInfo(barcode: string, signal?: AbortSignal) {
  return apiRequest<ProductInfo>(
    `/cli/ecommerce/products/barcode/${encodeURIComponent(barcode)}/info`,
    { signal },
  );
}

export function productInfoQueryOptions(barcode: string) {
  return queryOptions({
    queryKey: ['products', 'info', barcode],
    queryFn: ({ signal }) => getProductInfo(barcode, signal),
    // Label data (ingredients, allergens) does not change during a visit.
    staleTime: 30 * 60_000,
  });
}

export function useProductInfo(barcode: string) {
  return useQuery(productInfoQueryOptions(barcode));
}
