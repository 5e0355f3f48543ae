import type { Cart } from '@spesa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionLostError } from '@/shared/api/api-error';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { notify } from '@/shared/ui/notify';
import { getStoreProduct } from '../api/get-store-product';
import { useOpenCart, type OpenCartInput } from '../api/open-cart';
import { cartErrorText } from '../utils/cart-messages';
import { usePutInCart } from './use-put-in-cart';

/** Whether `storeId` sells the product now; a failed look-up counts as no. */
async function sells(storeId: string, barcode: string): Promise<boolean> {
  try {
    return (await getStoreProduct(barcode, storeId)).available;
  } catch {
    return false;
  }
}

/**
 * Spec 2, create-cart: opens the cart, makes it current and, when a product was waiting,
 * adds it right after. A product chosen in another store's catalogue (the landing's store,
 * when the address is served by another) goes in too when the cart's store sells it (issue
 * 27.2); otherwise, as after a login (spec 4), 'Carrello creato per un altro negozio, il
 * prodotto non può essere aggiunto.' Resolves the cart, or null when it could not be opened.
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
      // Read before the cart becomes current, which makes its store the shop's store.
      const shoppedIn = useUserStore.getState().defaultStore?.id;
      store.setCart(cart);
      const pending = store.productToAdd;
      if (pending) {
        store.setProductToAdd(null);
        const chosenIn = pending.storeId ?? shoppedIn;
        const elsewhere = chosenIn !== undefined && chosenIn !== cart.storeId;
        if (elsewhere && !(await sells(cart.storeId, pending.barcode)))
          notify.error(t('cart.toast.otherStore'));
        else await putInCart(cart.id, pending);
      }
      return cart;
    },
    [mutateAsync, putInCart, t],
  );

  return { create, isPending };
}
