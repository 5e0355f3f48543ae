import type { DeliveryModeId } from '@spesa/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { useUserStore, type DefaultStore } from '@/shared/state/user-store';

/** The guest a screen is drawn for: no customer, the store the shopper chose. */
export interface DrawnGuest {
  defaultStore: DefaultStore | null;
  defaultDelivery: DeliveryModeId | null;
}

/**
 * What a drawn screen was drawn from, as the page carries it to the app (#first-paint-state):
 * the app hydrates the markup from the same data, as the same guest, so both render alike.
 */
export interface FirstPaintState {
  queries: DehydratedState;
  guest: DrawnGuest;
}

/**
 * Makes the user store's initial state the drawn guest's. zustand's hooks read a store's initial
 * state where React asks for the server's snapshot: when drawing on the server, and in the
 * browser while hydrating, after which they render the shopper's own state (a customer's name,
 * another store chosen since) as an ordinary update, not a hydration mismatch.
 */
export function drawAsGuest(guest: DrawnGuest): void {
  Object.assign(useUserStore.getInitialState(), { user: null, ...guest });
}
