import type {
  DeliveryModeConfiguration,
  DeliveryModeId,
  PaymentMethod,
  PaymentMode,
} from '@spesa/contracts';
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

/**
 * The modes the shopper can choose: those of the delivery mode, the online card only with a
 * card linked (spec 7, pay/paymentmethod, asked only when the mode allows the online card).
 */
async function getPaymentModes(mode: DeliveryModeId, signal: AbortSignal): Promise<PaymentMode[]> {
  const { paymentModes } = await getDeliveryModeConfiguration(mode, signal);
  if (!paymentModes.includes('ONLINE_CARD')) return paymentModes;
  const method = await apiRequest<PaymentMethod>('/cli/pay/paymentmethod', { signal });
  return method.paymentMethodType === 'ONLINE_CARD'
    ? paymentModes
    : paymentModes.filter((m) => m !== 'ONLINE_CARD');
}

export function paymentModesQueryOptions(mode: DeliveryModeId) {
  return queryOptions({
    queryKey: ['checkout', 'payment-modes', mode],
    queryFn: ({ signal }) => getPaymentModes(mode, signal),
    // A card linked in another tab shows up when the shopper comes back to the checkout.
    refetchOnWindowFocus: true,
  });
}

export function usePaymentModes(mode: DeliveryModeId) {
  return useQuery(paymentModesQueryOptions(mode));
}
