import { useUserStore } from '@/shared/state/user-store';
import { useFirstStore } from '../api/get-first-store';

/**
 * The store whose prices and stock the catalogue shows: the shopper's default store,
 * or the first e-commerce store so a visitor who skipped the landing can still browse.
 */
export function useCatalogueStoreId(needed = true): {
  storeId: string | undefined;
  isError: boolean;
} {
  const defaultStoreId = useUserStore((state) => state.defaultStore?.id);
  // `needed` false (the header before anything is typed) asks for no first store yet.
  const fallback = useFirstStore(needed && defaultStoreId === undefined);
  if (defaultStoreId !== undefined) return { storeId: defaultStoreId, isError: false };
  return { storeId: fallback.data?.id, isError: fallback.isError || fallback.data === null };
}
