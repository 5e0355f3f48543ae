import type { BillingAddress, BillingAddressInput } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { billingAddressesQueryOptions } from './get-billing-addresses';

/** Adds (no id) or updates (id) a billing address; the answer is the whole list. */
export function saveBillingAddress(body: BillingAddressInput): Promise<BillingAddress[]> {
  return apiRequest<BillingAddress[]>('/cli/profiles/billing/addresses', { method: 'POST', body });
}

export function useSaveBillingAddress(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingAddress,
    onSuccess: (list) =>
      queryClient.setQueryData(billingAddressesQueryOptions(userId).queryKey, list),
  });
}
