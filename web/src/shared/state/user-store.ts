import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The store the shopper last picked: enough to label it without refetching. */
export interface DefaultStore {
  id: number;
  name: string;
}

interface UserState {
  defaultStore: DefaultStore | null;
  setDefaultStore: (store: DefaultStore) => void;
}

/** Persisted under 'user', one of the two state groups that survive a reload (spec 9). */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      defaultStore: null,
      setDefaultStore: (store) => set({ defaultStore: store }),
    }),
    {
      name: 'user',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ defaultStore: state.defaultStore }),
    },
  ),
);
