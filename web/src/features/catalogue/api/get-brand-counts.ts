import type { BrandCount } from '@spesa/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import type { ProductFilters } from './get-products';

/** Issue 27.12: the brands of a listing's matches with their counts (the chosen brand aside). */
export function getBrandCounts(
  storeId: string,
  filters: ProductFilters,
  signal?: AbortSignal,
): Promise<BrandCount[]> {
  return apiRequest<BrandCount[]>(`/cli/ecommerce/products/${storeId}/brands`, {
    query: {
      q: filters.q || undefined,
      category: filters.category || undefined,
      tag: filters.tag || undefined,
      onlyPromotions: filters.onlyPromotions ? true : undefined,
      onlyBranded: filters.onlyBranded ? true : undefined,
    },
    signal,
  });
}

export function useBrandCounts(storeId: string | undefined, filters: ProductFilters) {
  // The brand and the order change neither the brands nor their counts: not in the key.
  const { q, category, tag, onlyPromotions, onlyBranded } = filters;
  const key = { q, category, tag, onlyPromotions, onlyBranded };
  return useQuery({
    queryKey: ['products', 'brands', storeId, key],
    queryFn:
      storeId === undefined ? skipToken : ({ signal }) => getBrandCounts(storeId, key, signal),
    // The select keeps its options while the next filters' counts load.
    placeholderData: keepPreviousData,
  });
}
