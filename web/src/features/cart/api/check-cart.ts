import type { Cart, CartChanges, FreezeCheckRequest, FreezeCheckResult } from '@spesa/contracts';
import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequestWithChanges, type WithChanges } from '@/shared/api/api-client';

export type CartCheck = WithChanges<Cart, CartChanges>;

/**
 * Spec 7, cart/freeze/check: the cart with the lines whose price changed or that are gone
 * since they were added (spec 3, freeze check result): 0 when there are none, 4105 when there
 * are. A preview only reports; the real check records the new prices and drops the lines gone,
 * so that the next one passes. A 0 comes back as its cart, the only thing it tells.
 */
export async function checkCart(
  cartId: string,
  preview: boolean,
  signal?: AbortSignal,
): Promise<CartCheck> {
  const body: FreezeCheckRequest = { cartId, preview };
  const answer = await apiRequestWithChanges<FreezeCheckResult, CartChanges>(
    '/cli/ecommerce/cart/freeze/check',
    { method: 'POST', body, signal },
  );
  return answer.code === 0 ? { code: 0, data: answer.data.cart } : answer;
}

/** The cart page's check on load: a preview, idle without a cart (or for a guest). */
export function cartPreviewCheckQueryOptions(cartId: string | undefined) {
  return queryOptions({
    queryKey: ['cart', cartId, 'check'],
    queryFn: cartId === undefined ? skipToken : ({ signal }) => checkCart(cartId, true, signal),
    // Each visit of the page checks again: prices and availability may have changed.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCartPreviewCheck(cartId: string | undefined) {
  return useQuery(cartPreviewCheckQueryOptions(cartId));
}

/** The check before the slot choice (spec 4): only a 0 lets the customer on to /checkout. */
export function useCheckCart() {
  return useMutation({ mutationFn: (cartId: string) => checkCart(cartId, false) });
}
