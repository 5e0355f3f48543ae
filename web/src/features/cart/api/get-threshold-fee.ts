import type { DeliveryModeId, ThresholdFee } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, thresholdFee: the store's fee rule for the mode (configurations[0].threshold). */
export function getThresholdFee(
  storeId: string,
  deliveryType: DeliveryModeId,
  signal?: AbortSignal,
): Promise<ThresholdFee> {
  return apiRequest<ThresholdFee>('/cli/ecommerce/thresholdFee', {
    query: { storeId, deliveryType },
    signal,
  });
}

export function thresholdFeeQueryOptions(storeId: string, deliveryType: DeliveryModeId) {
  return queryOptions({
    queryKey: ['thresholdFee', storeId, deliveryType],
    queryFn: ({ signal }) => getThresholdFee(storeId, deliveryType, signal),
    // A store's fee rule changes rarely; ten minutes is fresh enough for a hint.
    staleTime: 10 * 60_000,
  });
}

export function useThresholdFee(storeId: string, deliveryType: DeliveryModeId) {
  return useQuery(thresholdFeeQueryOptions(storeId, deliveryType));
}
