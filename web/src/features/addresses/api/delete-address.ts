import type { Address, DeleteByIdRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { addressesQueryOptions } from './get-addresses';

/** The answer is the list without the deleted address. */
export function deleteAddress(body: DeleteByIdRequest): Promise<Address[]> {
  return apiRequest<Address[]>('/cli/profiles/addresses/delete', { method: 'POST', body });
}

export function useDeleteAddress(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (list) => queryClient.setQueryData(addressesQueryOptions(userId).queryKey, list),
  });
}
