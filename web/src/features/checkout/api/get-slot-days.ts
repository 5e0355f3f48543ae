import type { SlotDay } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, slots/{cartId}/days: the 10 days from today, each flagged available or not. */
export function getSlotDays(cartId: string, signal?: AbortSignal): Promise<SlotDay[]> {
  return apiRequest<SlotDay[]>(`/cli/ecommerce/slots/${cartId}/days`, { signal });
}

export function slotDaysQueryOptions(cartId: string) {
  return queryOptions({
    queryKey: ['checkout', 'slots', cartId, 'days'],
    queryFn: ({ signal }) => getSlotDays(cartId, signal),
  });
}

export function useSlotDays(cartId: string) {
  return useQuery(slotDaysQueryOptions(cartId));
}
