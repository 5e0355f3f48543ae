import type { Cart } from '@spesa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionLostError } from '@/shared/api/api-error';
import { useCartStore } from '@/shared/state/cart-store';
import { notify } from '@/shared/ui/notify';
import { useOpenCart, type OpenCartInput } from '../api/open-cart';
import { cartErrorText } from '../utils/cart-messages';
import { usePutInCart } from './use-put-in-cart';

/**
 * Spec 2, create-cart: opens the cart, makes it current and, when a product was waiting,
 * adds it right after. Resolves the cart, or null when it could not be opened (told).
 */
export function useCreateCart() {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useOpenCart();
  const putInCart = usePutInCart();

  const create = useCallback(
    async (input: OpenCartInput): Promise<Cart | null> => {
      let cart: Cart;
      try {
        cart = await mutateAsync(input);
      } catch (error) {
        if (!isSessionLostError(error)) notify.error(cartErrorText(t, error));
        return null;
      }
      const store = useCartStore.getState();
      store.setCart(cart);
      const pending = store.productToAdd;
      if (pending) {
        store.setProductToAdd(null);
        await putInCart(cart.id, pending);
      }
      return cart;
    },
    [mutateAsync, putInCart, t],
  );

  return { create, isPending };
}
