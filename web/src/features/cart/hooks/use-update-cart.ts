import {
  deliversToAddress,
  type Cart,
  type CartChanges,
  type DeliveryModeId,
} from '@spesa/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '@/shared/state/cart-store';
import { notify } from '@/shared/ui/notify';
import { useMoveCart } from '../api/move-cart';
import { cartErrorText, needsOwnToast } from '../utils/cart-messages';

export interface CartTarget {
  mode: DeliveryModeId;
  storeId: string;
  /** AT_HOME and SHIPPED: the shipping address. */
  addressId?: string;
}

/** Nothing to do: the same store, mode and (home delivery) address. */
function isSame(cart: Cart, target: CartTarget): boolean {
  return (
    target.storeId === cart.storeId &&
    target.mode === cart.deliveryMode &&
    (!deliversToAddress(target.mode) || target.addressId === (cart.delivery.addressId ?? undefined))
  );
}

/**
 * Spec 2, change-cart. Any change of store, service or address moves the cart (cart/move with
 * our deliveryMode and addressId): the lines go along, priced at the target, those it does not
 * sell removed, and the old cart is retired. Resolves the new current cart with the changes to
 * show (the 4105 lists), or null when refused (told).
 */
export function useUpdateCart() {
  const { t } = useTranslation();
  const { mutateAsync: move } = useMoveCart();
  const [busy, setBusy] = useState(false);

  const update = useCallback(
    async (cart: Cart, target: CartTarget): Promise<CartChanges | null> => {
      if (isSame(cart, target)) return { cart, updatedItems: [], removedItems: [] };
      setBusy(true);
      try {
        const changes = await move({
          cartId: cart.id,
          storeId: target.storeId,
          deliveryMode: target.mode,
          addressId: target.addressId ?? '',
        });
        useCartStore.getState().setCart(changes.cart);
        notify.success(t('cart.toast.updated'));
        return changes;
      } catch (error) {
        if (needsOwnToast(error)) notify.error(cartErrorText(t, error));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [move, t],
  );

  return { update, busy };
}
