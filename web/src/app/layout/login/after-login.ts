import type { Cart, User } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePutInCart } from '@/features/cart/hooks/use-put-in-cart';
import { resetUserQueries } from '@/shared/api/user-queries';
import { useCartStore, type PendingProduct } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { notify } from '@/shared/ui/notify';
import { useCartLoad } from '../../cart/use-cart-load';

/**
 * What follows a successful login (spec 4): the user is stored, the login panel hides, then
 * the current cart, the first free slot and the fees load. A product the guest wanted is
 * added now, unless the cart belongs to another store than the one the guest was shopping
 * in; with no cart it waits on /cart/create. It lives in the app layer because it composes
 * several features.
 */
export function useAfterLogin(): (user: User) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { fetchCurrent, loadExtras } = useCartLoad();
  const putInCart = usePutInCart();

  const addPending = useCallback(
    async (cart: Cart, pending: PendingProduct, user: User): Promise<boolean> => {
      // The store the guest browsed, whose product and price they chose.
      const shoppedIn =
        pending.storeId ?? useUserStore.getState().defaultStore?.id ?? user.defaultStore?.id;
      useCartStore.getState().setProductToAdd(null);
      if (shoppedIn !== undefined && shoppedIn !== cart.storeId) {
        notify.error(t('cart.toast.otherStore'));
        return false;
      }
      return putInCart(cart.id, pending);
    },
    [putInCart, t],
  );

  return useCallback(
    async (user: User) => {
      const state = useUserStore.getState();
      state.setUser(user);
      state.setShowLogin(false);
      notify.success(t('loginPanel.welcome'));
      await resetUserQueries(queryClient);

      const pending = useCartStore.getState().productToAdd;
      const cart = await fetchCurrent();
      if (!cart) {
        if (pending) await navigate('/cart/create');
        return;
      }
      // Checked before the cart becomes current, which makes its store the shop's store.
      // A successful add has already stored the cart with its new line.
      const added = pending ? await addPending(cart, pending, user) : false;
      if (!added) useCartStore.getState().setCart(cart);
      await loadExtras(cart);
    },
    [addPending, fetchCurrent, loadExtras, navigate, queryClient, t],
  );
}
