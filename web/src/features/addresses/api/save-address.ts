import type { Address, AddressInput } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { addressesQueryOptions } from './get-addresses';

/** Adds (no id) or updates (id) a shipping address; the answer is the whole list. */
export function saveAddress(body: AddressInput): Promise<Address[]> {
  return apiRequest<Address[]>('/cli/profiles/addresses', { method: 'POST', body });
}

export function useSaveAddress(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (list) => queryClient.setQueryData(addressesQueryOptions(userId).queryKey, list),
  });
}
