import type { Cart, CartItem } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '@/shared/state/cart-store';
import { notify } from '@/shared/ui/notify';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { useStoreCartItem } from '../api/store-cart-item';
import { cartErrorText, needsOwnToast } from '../utils/cart-messages';

/** One cart line's actions: a new quantity through cart/store, removal through cart/delete. */
export function useCartLine(cart: Cart, item: CartItem) {
  const { t } = useTranslation();
  const store = useStoreCartItem();
  const remove = useDeleteCartItem();
  const setCart = useCartStore((state) => state.setCart);
  const onError = (error: unknown) => {
    // A lost session has its own notice from the app-wide guard.
    if (needsOwnToast(error)) notify.error(cartErrorText(t, error));
  };

  return {
    /** While a change travels, the stepper shows the quantity asked for. */
    amount: store.isPending ? store.variables.amount : item.amount,
    busy: store.isPending || remove.isPending,
    changeAmount: (amount: number) =>
      store.mutate(
        { cartId: cart.id, barcode: item.barcode, um: item.um, amount },
        { onSuccess: (result) => setCart(result.cart), onError },
      ),
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
