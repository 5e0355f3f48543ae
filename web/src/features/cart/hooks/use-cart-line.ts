import type { Cart, CartItem } from '@spesa/contracts';
import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/hooks/use-online';
import { useCartStore } from '@/shared/state/cart-store';
import { notify } from '@/shared/ui/notify';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { getCurrentCart } from '@/shared/api/get-current-cart';
import { useStoreCartItem } from '../api/store-cart-item';
import { cartErrorText, needsOwnToast } from '../utils/cart-messages';

/**
 * After a change that waited for the connection was refused, the cart is read again: the
 * server's cart wins over what this screen last held (issue 27.9).
 */
async function reloadCart(): Promise<void> {
  try {
    useCartStore.getState().setCart(await getCurrentCart());
  } catch {
    // Reading the cart failing is only logged (spec 8); the guards handle a lost session or cart.
  }
}

/**
 * One cart line's actions: a new quantity through cart/store, removal through cart/delete.
 * Offline a change waits (`waiting`) and goes out when the connection is back; the line's
 * final state is the server's answer, and a refusal is told with the spec's toast.
 */
export function useCartLine(cart: Cart, item: CartItem) {
  const { t } = useTranslation();
  const store = useStoreCartItem();
  const remove = useDeleteCartItem();
  const setCart = useCartStore((state) => state.setCart);
  const online = useOnline();
  const onError = (error: unknown) => {
    // A lost session has its own notice from the app-wide guard.
    if (needsOwnToast(error)) notify.error(cartErrorText(t, error));
  };

  return {
    /** While a change travels (or waits), the stepper shows the quantity asked for. */
    amount: store.isPending ? store.variables.amount : item.amount,
    busy: store.isPending || remove.isPending,
    /** A change is held until the browser is online again (not merely queued behind another). */
    waiting: !online && (store.isPaused || remove.isPaused),
    // mutateAsync, not mutate's callbacks: a change that waited is still answered when the
    // shopper has left the cart page meanwhile.
    changeAmount: async (amount: number) => {
      const queued = !onlineManager.isOnline();
      try {
        const result = await store.mutateAsync({
          cartId: cart.id,
          barcode: item.barcode,
          um: item.um,
          amount,
        });
        setCart(result.cart);
      } catch (error) {
        onError(error);
        if (queued) await reloadCart();
      }
    },
    remove: () =>
      remove.mutate(
        { cartId: cart.id, barcode: item.barcode },
        {
          onSuccess: (result) => {
            setCart(result.cart);
            notify.success(
              t('cart.toast.removed', { description: result.updatedProduct.description }),
            );
          },
          onError,
        },
      ),
  };
}
