import type { CartOpenResult, CartSubstitutionRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CART_WRITES } from './store-cart-item';

/**
 * POST /cli/ecommerce/cart/substitution (issue 30): a line's substitution preference, also
 * remembered for the next orders. A named product breaking a rule is refused (4072-4074).
 */
export function setLineSubstitution(body: CartSubstitutionRequest): Promise<CartOpenResult> {
  return apiRequest<CartOpenResult>('/cli/ecommerce/cart/substitution', { method: 'POST', body });
}

export function useSetLineSubstitution() {
  return useMutation({ mutationFn: setLineSubstitution, scope: CART_WRITES });
}
