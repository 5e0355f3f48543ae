import { errorCatalogue } from '@spesa/contracts';
import { useCartStore } from '@/shared/state/cart-store';
import { isApiError } from './api-error';

type CartGoneHandler = () => void;

let handler: CartGoneHandler | null = null;

/** The shell registers what a vanished cart does (reload the current one, tell); see below. */
export function setCartGoneHandler(next: CartGoneHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function isCartGoneError(error: unknown): boolean {
  return isApiError(error) && error.code === errorCatalogue.CART_NOT_FOUND.code;
}

/**
 * A 4004 while a cart is on screen: the cart was ordered or deleted elsewhere (another device
 * or tab). Every later action would fail the same way, so the current cart is loaded again.
 */
export function reportCartGone(error: unknown): void {
  if (!isCartGoneError(error) || useCartStore.getState().cart === null) return;
  handler?.();
}
