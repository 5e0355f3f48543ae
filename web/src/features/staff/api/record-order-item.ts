import type { StaffItemRequest, StaffOrderDetail } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { staffOrderKey } from './get-staff-order';

export interface RecordItemInput {
  itemId: string;
  request: StaffItemRequest;
}

/** POST /cli/staff/orders/{id}/items/{itemId}: a line picked, missing, substituted or reset. */
export function recordOrderItem(
  orderId: string,
  { itemId, request }: RecordItemInput,
): Promise<StaffOrderDetail> {
  return apiRequest<StaffOrderDetail>(`/cli/staff/orders/${orderId}/items/${itemId}`, {
    method: 'POST',
    body: request,
  });
}

/** The answer is the whole order as it now stands, so the totals follow without a refetch. */
export function useRecordOrderItem(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordItemInput) => recordOrderItem(orderId, input),
    onSuccess: (order) => queryClient.setQueryData(staffOrderKey(orderId), order),
  });
}
