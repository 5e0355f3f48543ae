import type { CartChanges, FreezeRequest, Order } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequestWithChanges, type WithChanges } from '@/shared/api/api-client';

export interface FreezeCall {
  request: FreezeRequest;
  /** One per checkout attempt, the same on its retries: the card is authorised once. */
  idempotencyKey: string;
}

/**
 * Spec 7, cart/freeze: places the order. 4105 comes back as data (prices changed or lines
 * gone since they were added); every other refusal throws.
 */
export function freezeCart({
  request,
  idempotencyKey,
}: FreezeCall): Promise<WithChanges<Order, CartChanges>> {
  return apiRequestWithChanges<Order, CartChanges>('/cli/ecommerce/cart/freeze', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useFreezeCart() {
  return useMutation({ mutationFn: freezeCart });
}
