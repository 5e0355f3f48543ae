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

/**
 * The slot can no longer be booked, for the reason its code tells: full (ours, 4028) or past
 * its cut-off (spec 8, 4029). Other slots of the same day may still be free, so the reason is
 * said as such, never as the whole day being gone.
 */
const SLOT_LOST_TEXT = new Map<number, 'checkout.slotFull' | 'checkout.slotCutoffPassed'>([
  [errorCatalogue.SLOT_FULL.code, 'checkout.slotFull'],
  [errorCatalogue.SLOT_CUTOFF_PASSED.code, 'checkout.slotCutoffPassed'],
]);

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

/** A refusal that means the slot can no longer be booked: its reason's text, else null. */
function slotLostText(error: unknown) {
  return isApiError(error) ? (SLOT_LOST_TEXT.get(error.code) ?? null) : null;
}

/**
 * Spec 4, placing the order (cart/freeze). Success: purchase event, /checkout/confirm, then
 * `onPlaced` reloads the (now gone) cart. 4105: the changes popup over the summary. A lost
 * slot: its reason, back to /checkout on the same day with that day's slots asked again;
 * anything else: its message. Each
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
          const lostText = slotLostText(error);
          if (lostText) {
            notify.error(t(lostText));
            // The day stays chosen: its slots (and the day list) are read again, fresh.
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
