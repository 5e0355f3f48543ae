import { errorCatalogue, type UpdatedProduct } from '@spesa/contracts';
import type { TFunction } from 'i18next';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { isCartGoneError } from '@/shared/api/cart-gone-guard';
import { formatAmount } from '@/shared/i18n/languages';

const MAX_QUANTITY_CODE = errorCatalogue.MAX_QUANTITY.code;

/** Spec 4: 'Hai {amount} {unit} {description} nel carrello'. */
export function addedMessage(t: TFunction, language: string | undefined, line: UpdatedProduct) {
  return t('cart.toast.added', {
    amount: formatAmount(line.amount, language),
    unit: t(`cart.units.${line.um}`, { count: line.amount }),
    description: line.description,
  });
}

/**
 * Whether a failed cart change needs a toast of its own: not for a lost session nor for a cart
 * gone elsewhere (4004), which the app-wide guards tell (the cart guard once it knows whether
 * another cart is now on screen, issue 27.11).
 */
export function needsOwnToast(error: unknown): boolean {
  return !isSessionLostError(error) && !isCartGoneError(error);
}

/**
 * The toast of a failed cart change (spec 8): 4034 in the stepper's own words, 4004 saying what
 * happened, anything else
 * the catalogue message of its code.
 */
export function cartErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === MAX_QUANTITY_CODE) return t('cart.errors.maxQuantity');
  // The cart was ordered or deleted elsewhere: the app-wide guard reloads the current one.
  if (isCartGoneError(error)) return t('cart.errors.gone');
  return isApiError(error) ? error.message : t('cart.errors.generic');
}
