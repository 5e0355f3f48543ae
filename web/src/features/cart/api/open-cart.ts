import {
  WEB_TERMINAL_ID,
  type Cart,
  type CartOpenRequest,
  type CartOpenResult,
} from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export type OpenCartInput = Pick<CartOpenRequest, 'storeId' | 'deliveryMode'> & {
  /** The shipping address of a home delivery; none for the other modes. */
  addressId?: string;
};

/**
 * Spec 7, cart/open: the customer's cart for the store and mode, created when missing; either
 * way it becomes the current one. Codes 42 and 2222 when home delivery does not reach the
 * address.
 */
export async function openCart({ storeId, deliveryMode, addressId }: OpenCartInput): Promise<Cart> {
  const body: CartOpenRequest = {
    storeId,
    deliveryMode,
    addressId: addressId ?? '',
    terminalType: 'WEB',
    terminalId: WEB_TERMINAL_ID,
  };
  const { cart } = await apiRequest<CartOpenResult>('/cli/ecommerce/cart/open', {
    method: 'POST',
    body,
  });
  return cart;
}

export function useOpenCart() {
  return useMutation({ mutationFn: openCart });
}
