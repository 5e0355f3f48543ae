import type { PaymentMethod } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, pay/paymentmethod: the linked online card, or NONE. */
export function getPaymentMethod(signal?: AbortSignal): Promise<PaymentMethod> {
  return apiRequest<PaymentMethod>('/cli/pay/paymentmethod', { signal });
}

/** Keyed by user so one customer's card never shows to the next; idle for a guest. */
export function paymentMethodQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['payments', 'method', userId],
    queryFn: userId === null ? skipToken : ({ signal }) => getPaymentMethod(signal),
  });
}

export function usePaymentMethod(userId: string | null) {
  return useQuery(paymentMethodQueryOptions(userId));
}
