import type { SlotHoldSettings } from '@spesa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupPath, setupRequest } from './setup-request';

const settingsKey = (storeId: string) => ['staff', 'slot-holds', storeId] as const;

/** GET and PUT …/slot-holds: the store's hold time and priority places (issue 29). */
export function useSlotHoldSettings(storeId: string) {
  return useQuery(
    queryOptions({
      queryKey: settingsKey(storeId),
      queryFn: ({ signal }) =>
        setupRequest<SlotHoldSettings>(
          `${setupPath(storeId)}/slot-holds`,
          'GET',
          undefined,
          signal,
        ),
    }),
  );
}

export function useSaveSlotHoldSettings(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SlotHoldSettings) =>
      setupRequest<SlotHoldSettings>(`${setupPath(storeId)}/slot-holds`, 'PUT', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(storeId), saved);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'occupancy', storeId] });
    },
  });
}
