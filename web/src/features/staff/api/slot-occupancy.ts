import type { DeliveryModeId, SlotOccupancy } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupPath, setupRequest } from './setup-request';

/** GET …/calendar/{mode}/occupancy: each slot's booked, held, reserved and free places (issue 29). */
export function useSlotOccupancy(storeId: string, mode: DeliveryModeId) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'occupancy', storeId, mode],
      queryFn: ({ signal }) =>
        setupRequest<SlotOccupancy[]>(
          `${setupPath(storeId)}/calendar/${mode}/occupancy`,
          'GET',
          undefined,
          signal,
        ),
      // Holds come and go by the minute.
      refetchInterval: 60_000,
    }),
  );
}
