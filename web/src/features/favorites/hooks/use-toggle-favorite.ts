import type { FavoriteList } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import type { ListedProduct } from '@/shared/state/smart-list-actions';
import { useUserStore } from '@/shared/state/user-store';
import { notify } from '@/shared/ui/notify';
import { addFavorite } from '../api/add-favorite';
import { deleteFavorite } from '../api/delete-favorite';
import { favoritesQueryOptions } from '../api/get-favorites';

export function isFavoriteIn(favorites: FavoriteList | undefined, barcode: string): boolean {
  return favorites?.some((favorite) => favorite.barcode === barcode) ?? false;
}

/**
 * Adds the product to the favourites, or takes it out when it is there, with a toast. Favourites
 * are a customer's own: a guest is asked to log in. Resolves whether anything changed.
 */
export function useToggleFavorite(): (product: ListedProduct) => Promise<boolean> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return useCallback(
    async ({ barcode }) => {
      const user = useUserStore.getState().user;
      if (!user) {
        useUserStore.getState().setShowLogin(true);
        return false;
      }
      const options = favoritesQueryOptions(user.id);
      try {
        const was = isFavoriteIn(await queryClient.ensureQueryData(options), barcode);
        const favorites = was ? await deleteFavorite(barcode) : await addFavorite(barcode);
        queryClient.setQueryData(options.queryKey, favorites);
        notify.success(was ? t('favorites.removed') : t('favorites.added'));
        return true;
      } catch (error) {
        if (!isSessionLostError(error))
          notify.error(isApiError(error) ? error.message : t('common.loadError'));
        return false;
      }
    },
    [queryClient, t],
  );
}
