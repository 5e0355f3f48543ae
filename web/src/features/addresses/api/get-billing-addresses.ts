import type { BillingAddress } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getBillingAddresses(signal?: AbortSignal): Promise<BillingAddress[]> {
  return apiRequest<BillingAddress[]>('/cli/profiles/billing/addresses', { signal });
}

/** Keyed by user so one customer's list never shows to the next; idle without a user. */
export function billingAddressesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['profile', userId, 'billing-addresses'],
    queryFn: userId === null ? skipToken : ({ signal }) => getBillingAddresses(signal),
  });
}

export function useBillingAddresses(userId: string | null) {
  return useQuery(billingAddressesQueryOptions(userId));
}
