import type { Address } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiRequest<Address[]>('/cli/profiles/addresses', { signal });
}

/** Keyed by user so one customer's list never shows to the next; idle without a user. */
export function addressesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['profile', userId, 'addresses'],
    queryFn: userId === null ? skipToken : ({ signal }) => getAddresses(signal),
  });
}

export function useAddresses(userId: string | null) {
  return useQuery(addressesQueryOptions(userId));
}
