import type { Page, Product } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/shared/api/api-client';

/** A handful is enough to pick from on a tablet; the exact barcode comes first anyway. */
const SUBSTITUTES_PAGE_SIZE = 8;

/**
 * The store's own catalogue search (`GET /cli/ecommerce/products/{store}?q=`), which ranks an
 * exact barcode first and then the names: what the store sells today at today's price.
 */
export function searchSubstitutes(
  storeId: string,
  text: string,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  return apiRequestPage<Product>(`/cli/ecommerce/products/${storeId}`, {
    query: { q: text, s: SUBSTITUTES_PAGE_SIZE, p: 0 },
    signal,
  });
}

export function substitutesQueryOptions(storeId: string, text: string) {
  const q = text.trim();
  return queryOptions({
    queryKey: ['staff', 'substitutes', storeId, q],
    queryFn: q.length < 2 ? skipToken : ({ signal }) => searchSubstitutes(storeId, q, signal),
  });
}

export function useSubstitutes(storeId: string, text: string) {
  return useQuery(substitutesQueryOptions(storeId, text));
}
