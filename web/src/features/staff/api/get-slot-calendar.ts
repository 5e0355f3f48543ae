import type { DeliveryModeId, SlotCalendarSetup } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { setupPath, setupRequest } from './setup-request';

/** GET /cli/staff/stores/{storeId}/calendar/{mode}: templates, closed days, special openings. */
export function getSlotCalendar(
  storeId: string,
  mode: DeliveryModeId,
  signal?: AbortSignal,
): Promise<SlotCalendarSetup> {
  return setupRequest<SlotCalendarSetup>(
    `${setupPath(storeId)}/calendar/${mode}`,
    'GET',
    undefined,
    signal,
  );
}

export const slotCalendarKey = (storeId: string | null, mode: DeliveryModeId) =>
  ['staff', 'calendar', storeId, mode] as const;

export function slotCalendarQueryOptions(storeId: string | null, mode: DeliveryModeId) {
  return queryOptions({
    queryKey: slotCalendarKey(storeId, mode),
    queryFn: storeId === null ? skipToken : ({ signal }) => getSlotCalendar(storeId, mode, signal),
  });
}

export function useSlotCalendar(storeId: string | null, mode: DeliveryModeId) {
  return useQuery(slotCalendarQueryOptions(storeId, mode));
}
