import type { CartChanges, FreezeRequest, Order } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequestWithChanges, type WithChanges } from '@/shared/api/api-client';

/**
 * Spec 7, cart/freeze: places the order. 4105 comes back as data (prices changed or lines
 * gone since they were added); every other refusal throws.
 */
export function freezeCart(request: FreezeRequest): Promise<WithChanges<Order, CartChanges>> {
  return apiRequestWithChanges<Order, CartChanges>('/cli/ecommerce/cart/freeze', {
    method: 'POST',
    body: request,
  });
}

export function useFreezeCart() {
  return useMutation({ mutationFn: freezeCart });
}
