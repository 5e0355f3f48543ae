import { errorCatalogue, type Cart, type FreezeRequest } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, isSessionLostError, NETWORK_ERROR_CODE } from '@/shared/api/api-error';
import { useCartStore } from '@/shared/state/cart-store';
import type { CartChangeLists } from '@/shared/ui/cart-changes-dialog';
import { notify } from '@/shared/ui/notify';
import { useFreezeCart } from '../api/freeze-cart';
import { useCheckoutStore } from '../state/checkout-store';
import { newAttemptKey } from '../utils/attempt-key';
import { CARD_REFUSAL_CODES } from '../utils/card-refusal';
import { trackPurchase } from '@/shared/analytics/cart-events';

const SLOT_LOST_CODES: readonly number[] = [
  errorCatalogue.SLOT_CUTOFF_PASSED.code,
  errorCatalogue.SLOT_FULL.code,
];

/**
 * An answer that leaves the attempt's outcome unknown: no answer, a server error, or the same
 * cart's checkout still running. Its retry must reuse the key; any other answer ends it.
 */
function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.code === NETWORK_ERROR_CODE ||
    error.status >= 500 ||
    error.code === errorCatalogue.PAYMENT_IN_PROGRESS.code
  );
}

/** The key of this order's attempt: the unfinished one for the same request, else a new one. */
function attemptKeyFor(request: FreezeRequest): string {
  const fingerprint = JSON.stringify(request);
  const { attempt, setAttempt } = useCheckoutStore.getState();
  if (attempt?.request === fingerprint) return attempt.key;
  const key = newAttemptKey();
  setAttempt({ key, request: fingerprint });
  return key;
}

/** A refusal that means the slot can no longer be booked: the customer picks another. */
function slotLost(error: unknown): boolean {
  return isApiError(error) && SLOT_LOST_CODES.includes(error.code);
}

/**
 * Spec 4, placing the order (cart/freeze). Success: purchase event, /checkout/confirm, then
 * `onPlaced` reloads the (now gone) cart. 4105: the changes popup over the summary. A lost
 * slot: 'deliveryDayNotAvailable' and back to /checkout; anything else: its message. Each
 * attempt sends one Idempotency-Key, reused when it is retried after an unknown outcome.
 */
export function usePlaceOrder(cart: Cart, onPlaced: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const freeze = useFreezeCart();
  const [changes, setChanges] = useState<CartChangeLists | null>(null);

  function place(request: FreezeRequest) {
    const idempotencyKey = attemptKeyFor(request);
    freeze.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (result) => {
          useCheckoutStore.getState().setAttempt(null);
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
          if (!outcomeUnknown(error)) useCheckoutStore.getState().setAttempt(null);
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
      },
    );
  }

  return { place, pending: freeze.isPending, changes, closeChanges: () => setChanges(null) };
}
