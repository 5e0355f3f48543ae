import type { Cart } from '@spesa/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { trackBeginCheckout } from '@/shared/analytics/cart-events';
import { CART_CHANGED_CODE } from '@/shared/api/api-client';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { isCartGoneError } from '@/shared/api/cart-gone-guard';
import { useCartStore } from '@/shared/state/cart-store';
import type { CartChangeLists } from '@/shared/ui/cart-changes-dialog';
import { notify } from '@/shared/ui/notify';
import { useCartPreviewCheck, useCheckCart } from '../api/check-cart';

/** The changes a popup tells, as a comparable key: which lines, at which new price. */
function changesKey({ updatedItems, removedItems }: CartChangeLists): string {
  const updated = updatedItems.map((i) => `${i.barcode}:${i.newPrice}`).sort();
  const removed = removedItems.map((i) => i.barcode).sort();
  return JSON.stringify([updated, removed]);
}

/**
 * Spec 2 and 4, the cart page's freeze checks: a preview on load, whose 4105 opens the
 * 'Attenzione!' popup, and the real check when the customer goes on, whose 0 leads to
 * /checkout and whose 4105 shows the recorded changes on the refreshed cart instead. The
 * real check records what the preview only reported: when it records exactly the changes the
 * customer has just read and closed, the popup is not shown a second time (issue 17.11) and
 * the customer goes on.
 */
export function useCartCheck(cart: Cart, loggedIn: boolean) {
  const navigate = useNavigate();
  const onLoad = useCartPreviewCheck(loggedIn ? cart.id : undefined);
  const check = useCheckCart();
  const [checked, setChecked] = useState<CartChangeLists | null>(null);
  // The answer on load whose popup was closed: the same answer does not open it again.
  const [seen, setSeen] = useState<unknown>(null);
  const onLoadChanges =
    onLoad.data?.code === CART_CHANGED_CODE && onLoad.data !== seen ? onLoad.data.data : null;

  function proceed() {
    check.mutate(cart.id, {
      onSuccess: (result) => {
        if (result.code === 0) {
          useCartStore.getState().setCart(result.data);
          trackBeginCheckout(result.data);
          void navigate('/checkout');
          return;
        }
        useCartStore.getState().setCart(result.data.cart);
        const read = onLoad.data;
        const alreadyRead = read !== undefined && read === seen && read.code === CART_CHANGED_CODE;
        if (alreadyRead && changesKey(read.data) === changesKey(result.data)) {
          trackBeginCheckout(result.data.cart);
          void navigate('/checkout');
          return;
        }
        setChecked(result.data);
      },
      onError: (error) => {
        // A lost session and a vanished cart are told by the app-wide guards.
        if (isSessionLostError(error) || isCartGoneError(error)) return;
        // The server's own words (e.g. 4036 names the minimum).
        notify.error(isApiError(error) ? error.displayMessage : String(error));
      },
    });
  }

  function closeChanges() {
    setChecked(null);
    setSeen(onLoad.data ?? null);
  }

  return { changes: checked ?? onLoadChanges, closeChanges, proceed, checking: check.isPending };
}
