import type { DeliveryModeId, Store } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getStoresByDelivery(
  delivery: DeliveryModeId,
  zipCode: string,
  signal?: AbortSignal,
): Promise<Store[]> {
  return apiRequest<Store[]>('/cli/stores/ecommerce/delivery', {
    query: { delivery, zipCode },
    signal,
  });
}

/** Waits for both a mode and a place: the landing page's store step depends on them. */
export function storesByDeliveryQueryOptions(
  delivery: DeliveryModeId | undefined,
  zipCode: string | undefined,
) {
  return queryOptions({
    queryKey: ['stores', 'ecommerce', 'delivery', delivery, zipCode],
    queryFn:
      delivery === undefined || zipCode === undefined
        ? skipToken
        : ({ signal }) => getStoresByDelivery(delivery, zipCode, signal),
    staleTime: 10 * 60_000,
  });
}

export function useStoresByDelivery(
  delivery: DeliveryModeId | undefined,
  zipCode: string | undefined,
) {
  return useQuery(storesByDeliveryQueryOptions(delivery, zipCode));
}
