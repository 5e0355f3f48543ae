import type { Banner } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The web channel's banners (spec 7: category=WEB). */
export const WEB_BANNER_CATEGORY = 'WEB';

export function getBanners(storeId: string, signal?: AbortSignal): Promise<Banner[]> {
  return apiRequest<Banner[]>('/cli/cms/banners', {
    query: { category: WEB_BANNER_CATEGORY, storeId },
    signal,
  });
}

export function bannersQueryOptions(storeId: string | undefined) {
  return queryOptions({
    queryKey: ['banners', WEB_BANNER_CATEGORY, storeId],
    queryFn: storeId === undefined ? skipToken : ({ signal }) => getBanners(storeId, signal),
    staleTime: 10 * 60_000,
  });
}

export function useBanners(storeId: string | undefined) {
  return useQuery(bannersQueryOptions(storeId));
}
