import type { Page, Product, ProductSort, SortDirection } from '@spesa/contracts';
import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/shared/api/api-client';

/** What narrows a product listing: a category, a search text, a tag and the two filters. */
export interface ProductFilters {
  category?: string;
  q?: string;
  tag?: string;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
  /** Issue 27.12: one brand, and an order other than the shelf's (or relevance). */
  brand?: string;
  sort?: ProductSort;
  dir?: SortDirection;
}

export function getProducts(
  storeId: string,
  filters: ProductFilters,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Product> & { totalElements?: number }> {
  return apiRequestPage<Product>(`/cli/ecommerce/products/${storeId}`, {
    query: {
      q: filters.q || undefined,
      category: filters.category || undefined,
      tag: filters.tag || undefined,
      // Only a ticked filter is sent: an unticked one means no restriction.
      onlyPromotions: filters.onlyPromotions ? true : undefined,
      onlyBranded: filters.onlyBranded ? true : undefined,
      brand: filters.brand || undefined,
      sort: filters.sort,
      dir: filters.sort && filters.dir === 'desc' ? 'desc' : undefined,
      p: page,
    },
    signal,
  });
}

/** The next page while its number is below totalPages (spec 4), else none. */
export function nextPageOf(last: Page<Product>): number | undefined {
  const next = last.number + 1;
  return next < last.totalPages ? next : undefined;
}

export function productsInfiniteQueryOptions(storeId: string | undefined, filters: ProductFilters) {
  return infiniteQueryOptions({
    // Any change of the filters is a new key, so the listing starts again from page 0.
    queryKey: ['products', 'list', storeId, filters],
    queryFn:
      storeId === undefined
        ? skipToken
        : ({ pageParam, signal }) => getProducts(storeId, filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });
}

export function useInfiniteProducts(storeId: string | undefined, filters: ProductFilters) {
  return useInfiniteQuery(productsInfiniteQueryOptions(storeId, filters));
}
