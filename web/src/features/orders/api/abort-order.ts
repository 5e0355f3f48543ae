import type { CartAbortRequest, CartAbortResult } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, cart/abort by orderId: only a TO_BE_PREPARED order can go (4205 otherwise). */
export function abortOrder(orderId: string): Promise<CartAbortResult> {
  const body: CartAbortRequest = { orderId };
  return apiRequest<CartAbortResult>('/cli/ecommerce/cart/abort', { method: 'POST', body });
}

export function useAbortOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abortOrder,
    // The status changes in the list, the detail and the header's latest order alike.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
