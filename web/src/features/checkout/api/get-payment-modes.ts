import type { DeliveryModeConfiguration, DeliveryModeId } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, configuration/deliveryMode/{mode}: the payment modes that mode allows. */
export function getDeliveryModeConfiguration(
  mode: DeliveryModeId,
  signal?: AbortSignal,
): Promise<DeliveryModeConfiguration> {
  return apiRequest<DeliveryModeConfiguration>(
    `/cli/ecommerce/configuration/deliveryMode/${mode}`,
    {
      signal,
    },
  );
}

export function paymentModesQueryOptions(mode: DeliveryModeId) {
  return queryOptions({
    queryKey: ['checkout', 'payment-modes', mode],
    queryFn: ({ signal }) => getDeliveryModeConfiguration(mode, signal),
    select: (configuration) => configuration.paymentModes,
  });
}

export function usePaymentModes(mode: DeliveryModeId) {
  return useQuery(paymentModesQueryOptions(mode));
}
