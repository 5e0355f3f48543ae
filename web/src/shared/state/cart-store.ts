import type { Unit } from '@spesa/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A product the shopper wanted before logging in or opening a cart (spec 3). */
export interface PendingProduct {
  barcode: string;
  amount: number;
  um: Unit;
  description: string;
}

interface CartState {
  productToAdd: PendingProduct | null;
  setProductToAdd: (product: PendingProduct | null) => void;
}

/** Persisted under 'cart', the other state group that survives a reload (spec 9). */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      productToAdd: null,
      setProductToAdd: (product) => set({ productToAdd: product }),
    }),
    {
      name: 'cart',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ productToAdd: s.productToAdd }),
    },
  ),
);
