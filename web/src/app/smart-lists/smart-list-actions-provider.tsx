import { useMemo, type ReactNode } from 'react';
import { useFavorites } from '@/features/favorites/api/get-favorites';
import { isFavoriteIn, useToggleFavorite } from '@/features/favorites/hooks/use-toggle-favorite';
import { useSmartLists } from '@/features/smart-lists/api/get-smart-lists';
import { useAddToList } from '@/features/smart-lists/hooks/use-add-to-list';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import { SmartListActionsContext, type SmartListActions } from '@/shared/state/smart-list-actions';
import { useUserStore } from '@/shared/state/user-store';

/**
 * Gives the catalogue's list and favourite buttons the two features' actions. With the flag on,
 * a customer's lists and favourites load as soon as they are logged in (spec 4: after login
 * and on home), so the current list and the favourite marks are ready before any click.
 */
export function SmartListActionsProvider({ children }: { children: ReactNode }) {
  const { features } = useWebConfiguration();
  const userId = useUserStore((state) => state.user?.id ?? null);
  const customer = features.smartLists ? userId : null;
  useSmartLists(customer);
  const favorites = useFavorites(customer).data;
  const addToList = useAddToList();
  const toggleFavorite = useToggleFavorite();

  const actions = useMemo<SmartListActions>(
    () => ({
      addToList,
      toggleFavorite,
      isFavorite: (barcode) => isFavoriteIn(favorites, barcode),
    }),
    [addToList, toggleFavorite, favorites],
  );
  return <SmartListActionsContext value={actions}>{children}</SmartListActionsContext>;
}
