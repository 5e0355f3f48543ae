import type { DeliveryMode } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getDeliveries(signal?: AbortSignal): Promise<DeliveryMode[]> {
  return apiRequest<DeliveryMode[]>('/cli/ecommerce/deliveries', { signal });
}

export const deliveriesQueryOptions = queryOptions({
  queryKey: ['deliveries'],
  queryFn: ({ signal }) => getDeliveries(signal),
  // The shop's delivery modes are configuration: they do not change during a visit.
  staleTime: 30 * 60_000,
});

export function useDeliveries() {
  return useQuery(deliveriesQueryOptions);
}
