import type { FeaturedProductsSetup } from '@spesa/contracts';
import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { setupPath, setupRequest } from './setup-request';

const featuredKey = (storeId: string | null) => ['staff', 'featured', storeId] as const;

/** GET /cli/staff/stores/{storeId}/featured: the store's list, or the chain's when it has none. */
export function getFeaturedProducts(
  storeId: string,
  signal?: AbortSignal,
): Promise<FeaturedProductsSetup> {
  return setupRequest<FeaturedProductsSetup>(
    `${setupPath(storeId)}/featured`,
    'GET',
    undefined,
    signal,
  );
}

export function useFeaturedProducts(storeId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: featuredKey(storeId),
      queryFn: storeId === null ? skipToken : ({ signal }) => getFeaturedProducts(storeId, signal),
    }),
  );
}

/** PUT …/featured: the barcodes in order; an empty list goes back to the chain's. */
export function saveFeaturedProducts(
  storeId: string,
  barcodes: string[],
): Promise<FeaturedProductsSetup> {
  return setupRequest<FeaturedProductsSetup>(`${setupPath(storeId)}/featured`, 'PUT', {
    barcodes,
  });
}

export function useSaveFeaturedProducts(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (barcodes: string[]) => saveFeaturedProducts(storeId, barcodes),
    onSuccess: (answer) => queryClient.setQueryData(featuredKey(storeId), answer),
  });
}
