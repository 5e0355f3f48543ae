import type { StaffProductHit } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupRequest } from './setup-request';

/** GET /cli/staff/products?q=: products by EAN or words of the name or brand (administrators). */
export function useFindProducts(q: string) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'products', 'find', q],
      enabled: q.trim().length >= 2,
      queryFn: ({ signal }) =>
        setupRequest<StaffProductHit[]>(
          `/cli/staff/products?q=${encodeURIComponent(q.trim())}`,
          'GET',
          undefined,
          signal,
        ),
    }),
  );
}
