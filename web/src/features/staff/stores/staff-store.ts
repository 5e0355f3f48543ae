import type { StaffSession } from '@spesa/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { stringIds } from '@/shared/state/string-ids';

interface StaffState {
  /** The staff member logged in, as the server last answered; null when nobody is. */
  session: StaffSession | null;
  /** The store the queue shows: a tablet stays with one store for the whole shift. */
  storeId: string | null;
  setSession: (session: StaffSession | null) => void;
  setStoreId: (storeId: string) => void;
}

/**
 * The staff area's own state, apart from the shopper's user store: a tablet in the aisle may
 * have a shopper logged in on the same browser, and neither logout may touch the other.
 * Only the chosen store survives a reload; the session is asked of the server each time.
 */
export const useStaffStore = create<StaffState>()(
  persist(
    (set) => ({
      session: null,
      storeId: null,
      setSession: (session) => set({ session }),
      setStoreId: (storeId) => set({ storeId }),
    }),
    {
      name: 'staff',
      version: 2,
      // Version 2: the store id is a string (issue 26).
      migrate: (persisted) => stringIds(persisted) as StaffState,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ storeId: s.storeId }),
    },
  ),
);

/** The store to show: the chosen one when the staff member still works there, else the first. */
export function currentStoreId(session: StaffSession, chosen: string | null): string | null {
  if (chosen !== null && session.stores.some((s) => s.id === chosen)) return chosen;
  return session.stores[0]?.id ?? null;
}
