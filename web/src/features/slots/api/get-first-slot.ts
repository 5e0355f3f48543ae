import type { DeliveryModeId, FirstSlot } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Terminal id the first-slot call carries (spec 9). */
export const FIRST_SLOT_TERMINAL_ID = '01';

/** The earliest free slot of a store for a mode, or null when there is none. */
export async function getFirstSlot(
  storeId: string,
  delivery: DeliveryModeId,
  signal?: AbortSignal,
): Promise<FirstSlot | null> {
  const slot = await apiRequest<FirstSlot | null | undefined>(
    `/cli/ecommerce/stores/${storeId}/delivery/${delivery}/slots/first/available`,
    { query: { tid: FIRST_SLOT_TERMINAL_ID }, signal },
  );
  return slot ?? null;
}

/** Idle without a store: no store chosen means no slot to show (spec 4, landing). */
export function firstSlotQueryOptions(
  storeId: string | undefined,
  delivery: DeliveryModeId | undefined,
) {
  return queryOptions({
    queryKey: ['slots', 'first', storeId, delivery],
    queryFn:
      storeId === undefined || delivery === undefined
        ? skipToken
        : ({ signal }) => getFirstSlot(storeId, delivery, signal),
    // Slots fill up: a minute-old answer is the most we trust.
    staleTime: 60_000,
  });
}

export function useFirstSlot(storeId: string | undefined, delivery: DeliveryModeId | undefined) {
  return useQuery(firstSlotQueryOptions(storeId, delivery));
}
