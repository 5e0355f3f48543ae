import type { SubstituteSuggestions } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** GET /cli/ecommerce/cart/substitutes: the products that may replace a line (issue 30). */
export function getLineSubstitutes(
  cartId: string,
  barcode: string,
  signal?: AbortSignal,
): Promise<SubstituteSuggestions> {
  return apiRequest<SubstituteSuggestions>('/cli/ecommerce/cart/substitutes', {
    query: { cartId, barcode },
    signal,
  });
}

/** Asked only once the shopper opens the line's choice: a cart of many lines asks for few. */
export function useLineSubstitutes(cartId: string, barcode: string, wanted: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['cart', 'substitutes', cartId, barcode],
      queryFn: wanted ? ({ signal }) => getLineSubstitutes(cartId, barcode, signal) : skipToken,
      staleTime: 60_000,
    }),
  );
}
