import type { Cart, FirstSlot, ThresholdFee, Unit } from '@spesa/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { stringIds } from './string-ids';
import { useUserStore } from './user-store';

/** A product the shopper wanted before logging in or opening a cart (spec 3). */
export interface PendingProduct {
  barcode: string;
  amount: number;
  um: Unit;
  description: string;
  /**
   * The store whose catalogue (and price) it was chosen from: a cart of another store cannot
   * take it (spec 4). Absent in what older versions saved.
   */
  storeId?: string;
}

interface CartData {
  /** The current cart as the server last answered it; null when there is none. */
  cart: Cart | null;
  carts: Cart[];
  /** The first free slot of the cart's store and mode (the header's availability). */
  availability: FirstSlot | null;
  /** The fee rule of the cart's store and mode, for the fee-free-delivery gap. */
  fees: ThresholdFee | null;
  productToAdd: PendingProduct | null;
}

interface CartState extends CartData {
  setCart: (cart: Cart | null) => void;
  setCarts: (carts: Cart[]) => void;
  setAvailability: (slot: FirstSlot | null) => void;
  setFees: (fees: ThresholdFee | null) => void;
  setProductToAdd: (product: PendingProduct | null) => void;
  /** Drops the cart and what depends on it; a pending product stays for the next cart. */
  clearCart: () => void;
  /** Logout: nothing of this customer's cart may stay behind. */
  reset: () => void;
}

const empty: CartData = {
  cart: null,
  carts: [],
  availability: null,
  fees: null,
  productToAdd: null,
};

/**
 * The shop sells from the current cart's store: once a cart is current, the catalogue,
 * banners and header follow its store and mode instead of the landing page's choice.
 */
function followCart(cart: Cart): void {
  const user = useUserStore.getState();
  if (user.defaultStore?.id !== cart.storeId || user.defaultStore.name !== cart.storeDescription)
    user.setDefaultStore({ id: cart.storeId, name: cart.storeDescription });
  if (user.defaultDelivery !== cart.deliveryMode)
    useUserStore.setState({ defaultDelivery: cart.deliveryMode });
}

/** Persisted under 'cart', the other state group that survives a reload (spec 9). */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...empty,
      setCart: (cart) => {
        if (cart) followCart(cart);
        set({ cart });
      },
      setCarts: (carts) => set({ carts }),
      setAvailability: (availability) => set({ availability }),
      setFees: (fees) => set({ fees }),
      setProductToAdd: (product) => set({ productToAdd: product }),
      clearCart: () => set({ cart: null, carts: [], availability: null, fees: null }),
      reset: () => set(empty),
    }),
    {
      name: 'cart',
      version: 3,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): CartData => ({
        cart: s.cart,
        carts: s.carts,
        availability: s.availability,
        fees: s.fees,
        productToAdd: s.productToAdd,
      }),
      // Version 1 held only the pending product; before version 3 ids were numbers (issue 26).
      migrate: (persisted) =>
        stringIds({ ...empty, ...(persisted as Partial<CartData>) }) as CartState,
    },
  ),
);

/** The items of the current cart; a stable empty list without one. */
const noItems: Cart['items'] = [];
export function useCartItems(): Cart['items'] {
  return useCartStore((state) => state.cart?.items ?? noItems);
}
