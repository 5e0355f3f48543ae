import type { Category } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupRequest } from './setup-request';

/**
 * GET /cli/categories for the product editor's category select: departments with their
 * subcategories (a product belongs to a subcategory). The staff feature keeps its own call
 * rather than importing the catalogue feature's.
 */
export function useProductCategories() {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'products', 'categories'],
      queryFn: ({ signal }) =>
        setupRequest<Category[]>('/cli/categories', 'GET', undefined, signal),
      staleTime: 30 * 60_000,
    }),
  );
}
