import type { Cart } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCurrentCart } from '@/shared/api/get-current-cart';
import { thresholdFeeQueryOptions } from '@/features/cart/api/get-threshold-fee';
import { firstSlotQueryOptions } from '@/features/slots/api/get-first-slot';
import { reportSessionError } from '@/shared/api/session-guard';
import { useCartStore } from '@/shared/state/cart-store';

export interface CartLoad {
  /** The current cart from the server, or null (cleared) when there is none or it failed. */
  fetchCurrent: () => Promise<Cart | null>;
  /** The first free slot, then the fees, of the cart's store and mode. */
  loadExtras: (cart: Cart) => Promise<void>;
  /** Spec 4, cart load: the current cart, then the first slot, then the fees. */
  loadCart: () => Promise<Cart | null>;
}

/**
 * Spec 4, cart load. It composes the cart and slots features, so it lives in the app layer.
 * Failures of these reads are only logged (spec 8); a lost session still logs out.
 */
export function useCartLoad(): CartLoad {
  const queryClient = useQueryClient();

  const fetchCurrent = useCallback(async () => {
    try {
      return await getCurrentCart();
    } catch (error) {
      reportSessionError(error);
      useCartStore.getState().clearCart();
      return null;
    }
  }, []);

  const loadExtras = useCallback(
    async (cart: Cart) => {
      const store = useCartStore.getState();
      const { storeId, deliveryMode } = cart;
      const slot = await queryClient
        .fetchQuery(firstSlotQueryOptions(storeId, deliveryMode))
        .catch(() => null);
      store.setAvailability(slot);
      // Through the query cache, so the cart page's fee hint starts from the same answer.
      const fees = await queryClient
        .fetchQuery(thresholdFeeQueryOptions(storeId, deliveryMode))
        .catch(() => null);
      store.setFees(fees);
    },
    [queryClient],
  );

  const loadCart = useCallback(async () => {
    const cart = await fetchCurrent();
    if (cart) {
      useCartStore.getState().setCart(cart);
      await loadExtras(cart);
    }
    return cart;
  }, [fetchCurrent, loadExtras]);

  return { fetchCurrent, loadExtras, loadCart };
}
