import type { Order, PaymentMode, Slot } from '@spesa/contracts';
import { create } from 'zustand';

/** What /checkout/data confirms (spec 3, checkout state). */
export interface CheckoutContact {
  profileEmail: string;
  profileMobilePhone: string;
  firstName: string;
  lastName: string;
  profileCard?: string;
  notes?: string;
  integrationNotes?: string;
  invoice: boolean;
  billingAddressId?: string;
}

interface CheckoutData {
  /** The chosen delivery day, 'YYYY-MM-DD'. */
  day: string | null;
  /** The chosen slot: its id is what cart/freeze books as timeSlotId. */
  slot: Slot | null;
  contact: CheckoutContact | null;
  paymentMode: PaymentMode | null;
  /** Mandatory yes or no (spec 5); null until the customer answers. */
  enableProductsReplacement: boolean | null;
  /** The order just placed, for /checkout/confirm. */
  placed: Order | null;
  /**
   * The checkout attempt whose answer is still unknown (a lost connection, a server error):
   * its Idempotency-Key, sent again when the same order is retried.
   */
  attempt: { key: string; request: string } | null;
}

interface CheckoutState extends CheckoutData {
  setDay: (day: string) => void;
  setSlot: (slot: Slot | null) => void;
  setContact: (contact: CheckoutContact) => void;
  setPaymentMode: (mode: PaymentMode | null) => void;
  setReplacement: (enabled: boolean) => void;
  /**
   * The order is placed. The choices stay until the confirmation ends: the summary may render
   * once more while the confirmation screen loads, and must not bounce back to /checkout.
   */
  setPlaced: (order: Order) => void;
  setAttempt: (attempt: CheckoutData['attempt']) => void;
  reset: () => void;
}

const empty: CheckoutData = {
  day: null,
  slot: null,
  contact: null,
  paymentMode: null,
  enableProductsReplacement: null,
  placed: null,
  attempt: null,
};

/**
 * The checkout's choices across its steps. Not persisted (spec 3: only user and cart survive
 * a reload): after a reload the customer picks the slot again, which is still free or not.
 */
export const useCheckoutStore = create<CheckoutState>()((set) => ({
  ...empty,
  // Another day drops the slot of the previous one.
  setDay: (day) => set((s) => (s.day === day ? s : { day, slot: null })),
  setSlot: (slot) => set({ slot }),
  setContact: (contact) => set({ contact }),
  setPaymentMode: (paymentMode) => set({ paymentMode }),
  setReplacement: (enableProductsReplacement) => set({ enableProductsReplacement }),
  setPlaced: (placed) => set({ placed }),
  setAttempt: (attempt) => set({ attempt }),
  reset: () => set(empty),
}));
