import { create } from 'zustand';

interface CurrentListState {
  /** The list the shopper works on; null until one is chosen (spec 3, list state group). */
  currentId: string | null;
  setCurrentId: (id: string | null) => void;
}

/**
 * The current smart list. Not persisted: only the user and cart groups survive a reload
 * (spec 9), so after one the first list becomes current again.
 */
export const useCurrentListStore = create<CurrentListState>()((set) => ({
  currentId: null,
  setCurrentId: (currentId) => set({ currentId }),
}));

/**
 * Spec 4: the chosen list while it still exists, else the first one (none current, or it was
 * deleted elsewhere, or belongs to the customer logged in before).
 */
export function pickCurrent<T extends { id: string }>(
  lists: readonly T[],
  currentId: string | null,
) {
  return lists.find((list) => list.id === currentId) ?? lists[0] ?? null;
}
