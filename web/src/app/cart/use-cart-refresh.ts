import type { Cart } from '@spesa/contracts';
import { useCallback, useEffect } from 'react';
import { getCurrentCart } from '@/shared/api/get-current-cart';
import { isCartGoneError } from '@/shared/api/cart-gone-guard';
import { reportSessionError } from '@/shared/api/session-guard';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { useCartLoad } from './use-cart-load';

/** One read at a time: the layout's and the cart page's ask share it. */
let inFlight: Promise<void> | null = null;

/**
 * Reads cart/current and makes it the cart on screen (issue 27.3: the saved cart may have
 * been ordered or deleted on another device, or another device opened one). Only the server's
 * own answers change what is shown: 4004 (no current cart) clears it, while an unreachable
 * server or an odd failure leaves the saved cart until it answers. A cart an action stored
 * while the read travelled is newer than it, and stays.
 */
async function refreshCurrentCart(loadExtras: (cart: Cart) => Promise<void>): Promise<void> {
  const before = useCartStore.getState().cart;
  let cart: Cart | null = null;
  try {
    cart = await getCurrentCart();
  } catch (error) {
    reportSessionError(error);
    if (!isCartGoneError(error)) return;
  }
  const store = useCartStore.getState();
  if (store.cart !== before || useUserStore.getState().user === null) return;
  if (!cart) {
    store.clearCart();
    return;
  }
  store.setCart(cart);
  // The slot and fees follow; the cart itself is shown at once.
  void loadExtras(cart);
}

/** Asks the server for the current cart, joining a read already under way. */
export function useRefreshCart(): () => Promise<void> {
  const { loadExtras } = useCartLoad();
  return useCallback(() => {
    inFlight ??= refreshCurrentCart(loadExtras).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }, [loadExtras]);
}

/** Once per page load, for a stored customer: the server is the truth about their cart. */
export function useCartRefreshOnLoad(): void {
  const refresh = useRefreshCart();
  useEffect(() => {
    if (useUserStore.getState().user !== null) void refresh();
  }, [refresh]);
}
