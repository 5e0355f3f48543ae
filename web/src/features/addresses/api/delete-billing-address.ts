import type { BillingAddress, DeleteByIdRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { billingAddressesQueryOptions } from './get-billing-addresses';

/** The answer is the list without the deleted billing address. */
export function deleteBillingAddress(body: DeleteByIdRequest): Promise<BillingAddress[]> {
  return apiRequest<BillingAddress[]>('/cli/profiles/billing/addresses/delete', {
    method: 'POST',
    body,
  });
}

export function useDeleteBillingAddress(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBillingAddress,
    onSuccess: (list) =>
      queryClient.setQueryData(billingAddressesQueryOptions(userId).queryKey, list),
  });
}
