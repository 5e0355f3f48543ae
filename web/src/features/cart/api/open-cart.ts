import { WEB_TERMINAL_ID, type Cart, type CartOpenRequest } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export type OpenCartInput = Pick<CartOpenRequest, 'storeId' | 'deliveryMode'> & {
  /** The shipping address of a home delivery; none for the other modes. */
  addressId?: number;
};

/**
 * Spec 7, cart/open: the customer's cart for the store and mode, created when missing; either
 * way it becomes the current one. Codes 42 and 2222 when home delivery does not reach the
 * address.
 */
export function openCart({ storeId, deliveryMode, addressId }: OpenCartInput): Promise<Cart> {
  const body: CartOpenRequest = {
    storeId,
    deliveryMode,
    addressId: addressId ?? '',
    terminalType: 'WEB',
    terminalId: WEB_TERMINAL_ID,
  };
  return apiRequest<Cart>('/cli/ecommerce/cart/open', { method: 'POST', body });
}

export function useOpenCart() {
  return useMutation({ mutationFn: openCart });
}
