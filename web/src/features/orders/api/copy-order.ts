import type { Cart, CartChanges, CartCopyRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequestWithChanges, type WithChanges } from '@/shared/api/api-client';
import { getOpenCarts } from '@/shared/api/open-carts';

/**
 * Spec 7, cart/copy: the order's lines into the open cart of its store and mode, opened when
 * missing. 4105 is no failure: the cart is made and the data lists the lines whose price
 * changed or that are gone.
 */
export function copyOrder(orderId: string): Promise<WithChanges<Cart, CartChanges>> {
  const body: CartCopyRequest = { orderId, addressId: '', terminalType: 'WEB' };
  return apiRequestWithChanges<Cart, CartChanges>('/cli/ecommerce/cart/copy', {
    method: 'POST',
    body,
  });
}

export interface CopyResult {
  result: WithChanges<Cart, CartChanges>;
  /**
   * The copy joined a cart that was open already (the answer says only which cart): read from
   * the open carts just before, else (that read failed) from the current cart's id.
   */
  joined: boolean;
}

async function copyIntoCart(orderId: string, currentId: string | undefined): Promise<CopyResult> {
  const openBefore = await getOpenCarts().then(
    (carts) => new Set(carts.map((cart) => cart.id)),
    () => new Set(currentId === undefined ? [] : [currentId]),
  );
  const result = await copyOrder(orderId);
  const cart = result.code === 0 ? result.data : result.data.cart;
  return { result, joined: openBefore.has(cart.id) };
}

export function useCopyOrder() {
  return useMutation({
    mutationFn: ({ orderId, currentId }: { orderId: string; currentId: string | undefined }) =>
      copyIntoCart(orderId, currentId),
  });
}
