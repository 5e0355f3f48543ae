import { errorCatalogue, type Cart, type FreezeRequest } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { useCartStore } from '@/shared/state/cart-store';
import type { CartChangeLists } from '@/shared/ui/cart-changes-dialog';
import { notify } from '@/shared/ui/notify';
import { useFreezeCart } from '../api/freeze-cart';
import { useCheckoutStore } from '../state/checkout-store';
import { CARD_REFUSAL_CODES } from '../utils/card-refusal';
import { trackPurchase } from '@/shared/analytics/cart-events';

const SLOT_LOST_CODES: readonly number[] = [
  errorCatalogue.SLOT_CUTOFF_PASSED.code,
  errorCatalogue.SLOT_FULL.code,
];

/** A refusal that means the slot can no longer be booked: the customer picks another. */
function slotLost(error: unknown): boolean {
  return isApiError(error) && SLOT_LOST_CODES.includes(error.code);
}

/**
 * Spec 4, placing the order (cart/freeze). Success: purchase event, /checkout/confirm, then
 * `onPlaced` reloads the (now gone) cart. 4105: the changes popup over the summary. A lost
 * slot: 'deliveryDayNotAvailable' and back to /checkout; anything else: its message.
 */
export function usePlaceOrder(cart: Cart, onPlaced: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const freeze = useFreezeCart();
  const [changes, setChanges] = useState<CartChangeLists | null>(null);

  function place(request: FreezeRequest) {
    freeze.mutate(request, {
      onSuccess: (result) => {
        if (result.code !== 0) {
          useCartStore.getState().setCart(result.data.cart);
          setChanges(result.data);
          void queryClient.invalidateQueries({ queryKey: ['checkout'] });
          return;
        }
        trackPurchase(result.data);
        useCheckoutStore.getState().setPlaced(result.data);
        void navigate('/checkout/confirm');
        // Spec 4: the frozen cart is gone; clear it, then load whatever is current now.
        useCartStore.getState().clearCart();
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        onPlaced();
      },
      onError: (error) => {
        if (isSessionLostError(error)) return;
        if (slotLost(error)) {
          notify.error(t('checkout.deliveryDayNotAvailable'));
          useCheckoutStore.getState().setSlot(null);
          void queryClient.invalidateQueries({ queryKey: ['checkout', 'slots', cart.id] });
          void navigate('/checkout');
          return;
        }
        notify.error(isApiError(error) ? error.displayMessage : String(error));
        // A card refused at freeze (the profile changed meanwhile): back to the form to fix it.
        if (isApiError(error) && CARD_REFUSAL_CODES.includes(error.code))
          void navigate('/checkout/data');
      },
    });
  }

  return { place, pending: freeze.isPending, changes, closeChanges: () => setChanges(null) };
}
