import type { StoreBanner, StoreBannerInput } from '@spesa/contracts';
import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { setupPath, setupRequest } from './setup-request';

const bannersKey = (storeId: string | null) => ['staff', 'banners', storeId] as const;

/** GET /cli/staff/stores/{storeId}/banners: the store's own banners. */
export function getStoreBanners(storeId: string, signal?: AbortSignal): Promise<StoreBanner[]> {
  return setupRequest<StoreBanner[]>(`${setupPath(storeId)}/banners`, 'GET', undefined, signal);
}

export function useStoreBanners(storeId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: bannersKey(storeId),
      queryFn: storeId === null ? skipToken : ({ signal }) => getStoreBanners(storeId, signal),
    }),
  );
}

/** The banner form's fields; category and order keep the server's defaults. */
export type BannerDraft = Pick<StoreBannerInput, 'title' | 'link' | 'validFrom' | 'validTo'>;

/** POST …/banners. */
export function createStoreBanner(storeId: string, draft: BannerDraft): Promise<StoreBanner> {
  return setupRequest<StoreBanner>(`${setupPath(storeId)}/banners`, 'POST', draft);
}

/** DELETE …/banners/{id}. */
export function deleteStoreBanner(storeId: string, id: string): Promise<null> {
  return setupRequest<null>(`${setupPath(storeId)}/banners/${id}`, 'DELETE');
}

export function useCreateStoreBanner(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: BannerDraft) => createStoreBanner(storeId, draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey(storeId) }),
  });
}

export function useDeleteStoreBanner(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteStoreBanner(storeId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey(storeId) }),
  });
}
