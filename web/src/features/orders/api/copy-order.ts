import type { Cart, CartChanges, CartCopyRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequestWithChanges, type WithChanges } from '@/shared/api/api-client';

/**
 * Spec 7, cart/copy: the order's lines into a new cart. 4105 is no failure: the cart is made
 * and the data lists the lines whose price changed or that are gone.
 */
export function copyOrder(orderId: number): Promise<WithChanges<Cart, CartChanges>> {
  const body: CartCopyRequest = { orderId, addressId: '', terminalType: 'WEB' };
  return apiRequestWithChanges<Cart, CartChanges>('/cli/ecommerce/cart/copy', {
    method: 'POST',
    body,
  });
}

export function useCopyOrder() {
  return useMutation({ mutationFn: copyOrder });
}
