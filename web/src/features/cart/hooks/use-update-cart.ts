import type { Cart, DeliveryModeId } from '@spesa/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionLostError } from '@/shared/api/api-error';
import { useCartStore } from '@/shared/state/cart-store';
import { notify } from '@/shared/ui/notify';
import { useMoveCart } from '../api/move-cart';
import { cartErrorText } from '../utils/cart-messages';
import { useCreateCart } from './use-create-cart';

export interface CartTarget {
  mode: DeliveryModeId;
  storeId: number;
  /** AT_HOME: the shipping address. */
  addressId?: number;
}

/** The same mode and address: a store change is a move, which takes the lines along. */
export function isMove(cart: Cart, target: CartTarget): boolean {
  if (target.mode !== cart.deliveryMode) return false;
  return target.mode !== 'AT_HOME' || target.addressId === (cart.delivery.addressId ?? undefined);
}

/**
 * Spec 2, change-cart. Another store in the same mode moves the cart (cart/move: lines priced
 * there, those it does not sell removed and counted in the notice). Another mode or address
 * opens the cart for it (cart/open), since a move keeps both. Resolves the new current cart.
 */
export function useUpdateCart() {
  const { t } = useTranslation();
  const { mutateAsync: move } = useMoveCart();
  const { create } = useCreateCart();
  const [busy, setBusy] = useState(false);

  const update = useCallback(
    async (cart: Cart, target: CartTarget): Promise<Cart | null> => {
      setBusy(true);
      try {
        if (!isMove(cart, target)) {
          const { storeId, mode, addressId } = target;
          return await create({ storeId, deliveryMode: mode, addressId });
        }
        if (target.storeId === cart.storeId) return cart;
        const changes = await move({ cartId: cart.id, storeId: target.storeId });
        useCartStore.getState().setCart(changes.cart);
        notify.success(t('cart.toast.updated'));
        const removed = changes.removedItems.length;
        if (removed) notify.info(t('cart.toast.movedRemoved', { count: removed }));
        return changes.cart;
      } catch (error) {
        if (!isSessionLostError(error)) notify.error(cartErrorText(t, error));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [create, move, t],
  );

  return { update, busy };
}
