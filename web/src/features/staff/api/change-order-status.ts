import type { OrderStatus, StaffOrderDetail, StaffStatusRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { staffOrderKey } from './get-staff-order';

/** POST /cli/staff/orders/{id}/status: the server's state machine refuses a wrong move (4205). */
export function changeOrderStatus(orderId: string, status: OrderStatus): Promise<StaffOrderDetail> {
  const body: StaffStatusRequest = { status };
  return apiRequest<StaffOrderDetail>(`/cli/staff/orders/${orderId}/status`, {
    method: 'POST',
    body,
  });
}

export function useChangeOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => changeOrderStatus(orderId, status),
    onSuccess: (order) => {
      queryClient.setQueryData(staffOrderKey(orderId), order);
      // The queue's counts by status change with it.
      void queryClient.invalidateQueries({ queryKey: ['staff', 'queue'] });
    },
  });
}
