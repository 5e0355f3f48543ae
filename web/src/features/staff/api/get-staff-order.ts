import type { StaffOrderDetail } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export const staffOrderKey = (id: string) => ['staff', 'order', id] as const;

/** GET /cli/staff/orders/{id}: the order with its picking list, totals and next statuses. */
export function getStaffOrder(id: string, signal?: AbortSignal): Promise<StaffOrderDetail> {
  return apiRequest<StaffOrderDetail>(`/cli/staff/orders/${id}`, { signal });
}

export function staffOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: staffOrderKey(id),
    queryFn: ({ signal }) => getStaffOrder(id, signal),
  });
}

export function useStaffOrder(id: string) {
  return useQuery(staffOrderQueryOptions(id));
}
