import type { ClosedDayInput, ClosedDaySetup } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slotCalendarKey } from './get-slot-calendar';
import type { CalendarTarget } from './save-slot-template';
import { setupPath, setupRequest } from './setup-request';

const closuresPath = ({ storeId, mode }: CalendarTarget) =>
  `${setupPath(storeId)}/calendar/${mode}/closures`;

/** POST …/closures: refused (4062) when the day has booked orders. */
export function createClosedDay(
  target: CalendarTarget,
  input: ClosedDayInput,
): Promise<ClosedDaySetup> {
  return setupRequest<ClosedDaySetup>(closuresPath(target), 'POST', input);
}

/** DELETE …/closures/{id}: the day opens again with the templates' slots. */
export function deleteClosedDay(target: CalendarTarget, id: string): Promise<null> {
  return setupRequest<null>(`${closuresPath(target)}/${id}`, 'DELETE');
}

export function useCreateClosedDay(target: CalendarTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosedDayInput) => createClosedDay(target, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: slotCalendarKey(target.storeId, target.mode) }),
  });
}

export function useDeleteClosedDay(target: CalendarTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteClosedDay(target, id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: slotCalendarKey(target.storeId, target.mode) }),
  });
}
