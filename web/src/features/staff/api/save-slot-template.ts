import type { DeliveryModeId, SlotTemplateInput, SlotTemplateSetup } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slotCalendarKey } from './get-slot-calendar';
import { setupPath, setupRequest } from './setup-request';

export interface CalendarTarget {
  storeId: string;
  mode: DeliveryModeId;
}

const templatesPath = ({ storeId, mode }: CalendarTarget) =>
  `${setupPath(storeId)}/calendar/${mode}/templates`;

/** POST …/templates (id null) or PUT …/templates/{id}: the whole template each time. */
export function saveSlotTemplate(
  target: CalendarTarget,
  id: string | null,
  input: SlotTemplateInput,
): Promise<SlotTemplateSetup> {
  return id === null
    ? setupRequest<SlotTemplateSetup>(templatesPath(target), 'POST', input)
    : setupRequest<SlotTemplateSetup>(`${templatesPath(target)}/${id}`, 'PUT', input);
}

/** DELETE …/templates/{id}: refused (4062) while one of its slots has bookings. */
export function deleteSlotTemplate(target: CalendarTarget, id: string): Promise<null> {
  return setupRequest<null>(`${templatesPath(target)}/${id}`, 'DELETE');
}

export function useSaveSlotTemplate(target: CalendarTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SlotTemplateInput }) =>
      saveSlotTemplate(target, id, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: slotCalendarKey(target.storeId, target.mode) }),
  });
}

export function useDeleteSlotTemplate(target: CalendarTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSlotTemplate(target, id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: slotCalendarKey(target.storeId, target.mode) }),
  });
}
