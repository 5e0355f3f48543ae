import type { OrderChange } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Issue 29, 'Modifica ordine': the order's lines become the current cart (4205, 4029 refused). */
export function openOrderChange(orderId: string): Promise<OrderChange> {
  return apiRequest<OrderChange>(`/cli/ecommerce/orders/${orderId}/change`, { method: 'POST' });
}

export function useOpenOrderChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openOrderChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['order-changes'] }),
  });
}
