import type { CartChanges, CartMoveRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * Spec 7, cart/move: the cart goes to another store (and, our extension, service); its lines are priced
 * there and those the store does not sell come back as removedItems.
 */
export function moveCart(body: CartMoveRequest): Promise<CartChanges> {
  return apiRequest<CartChanges>('/cli/ecommerce/cart/move', { method: 'POST', body });
}

export function useMoveCart() {
  return useMutation({ mutationFn: moveCart });
}
