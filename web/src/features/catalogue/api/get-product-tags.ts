import type { Tag } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getProductTags(signal?: AbortSignal): Promise<Tag[]> {
  return apiRequest<Tag[]>('/cli/ecommerce/productsTags', { signal });
}

export const productTagsQueryOptions = queryOptions({
  queryKey: ['productsTags'],
  queryFn: ({ signal }) => getProductTags(signal),
  staleTime: 30 * 60_000,
});

export function useProductTags() {
  return useQuery(productTagsQueryOptions);
}
