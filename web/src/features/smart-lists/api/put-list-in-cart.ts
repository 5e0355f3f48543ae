import type { SmartListToCartRequest, SmartListToCartResult } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * POST /cli/slists/cart (the server's own call, spec 7 has none): every product line of the
 * list into the open cart in one go; the answer says what went in and what stayed out.
 */
export function putListInCart(body: SmartListToCartRequest): Promise<SmartListToCartResult> {
  return apiRequest<SmartListToCartResult>('/cli/slists/cart', { method: 'POST', body });
}

export function usePutListInCart() {
  return useMutation({ mutationFn: putListInCart });
}
