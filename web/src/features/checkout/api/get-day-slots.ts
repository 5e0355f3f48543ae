import type { Slot, SlotDay } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * Spec 7, slots/{cartId}?weekDay=: the slots of one day. The date goes along because the
 * 10-day list can hold the same week day twice.
 */
export function getDaySlots(cartId: string, day: SlotDay, signal?: AbortSignal): Promise<Slot[]> {
  return apiRequest<Slot[]>(`/cli/ecommerce/slots/${cartId}`, {
    query: { weekDay: day.weekDay, date: day.date },
    signal,
  });
}

export function daySlotsQueryOptions(cartId: string, day: SlotDay | null) {
  return queryOptions({
    queryKey: ['checkout', 'slots', cartId, day?.date ?? null],
    queryFn: day === null ? skipToken : ({ signal }) => getDaySlots(cartId, day, signal),
    // Places fill up while the customer looks: always ask again on a new visit.
    staleTime: 0,
  });
}

export function useDaySlots(cartId: string, day: SlotDay | null) {
  return useQuery(daySlotsQueryOptions(cartId, day));
}
