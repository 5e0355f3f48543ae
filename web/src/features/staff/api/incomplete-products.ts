import type { IncompleteProduct } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupRequest } from './setup-request';

export const incompleteProductsKey = ['staff', 'products', 'incomplete'] as const;

/** GET /cli/staff/products/incomplete: foods lacking a mandatory particular (administrators). */
export function useIncompleteProducts() {
  return useQuery(
    queryOptions({
      queryKey: incompleteProductsKey,
      queryFn: ({ signal }) =>
        setupRequest<IncompleteProduct[]>(
          '/cli/staff/products/incomplete',
          'GET',
          undefined,
          signal,
        ),
    }),
  );
}
