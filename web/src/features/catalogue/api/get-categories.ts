import type { Category } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/cli/categories', { signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => getCategories(signal),
  // The category tree changes with the catalogue, not during a visit.
  staleTime: 30 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
