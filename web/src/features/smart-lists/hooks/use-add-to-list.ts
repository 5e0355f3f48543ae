import type { SmartList } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import type { ListedProduct } from '@/shared/state/smart-list-actions';
import { useUserStore } from '@/shared/state/user-store';
import { notify } from '@/shared/ui/notify';
import { createListItem } from '../api/create-list-item';
import { createSmartList } from '../api/create-smart-list';
import { smartListsQueryOptions } from '../api/get-smart-lists';
import { rememberList } from '../api/list-cache';
import { pickCurrent, useCurrentListStore } from '../state/current-list-store';

/** Spec 7: a list line added from a card or the detail page holds one of the product. */
const ADDED_AMOUNT = 1;

/**
 * Adds a product to the current list with a toast (spec 4 and 7). A guest is asked to log in.
 * A customer without any list gets one first, so the product is never lost.
 */
export function useAddToList(): (product: ListedProduct) => Promise<boolean> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return useCallback(
    async ({ barcode, description }) => {
      const user = useUserStore.getState().user;
      if (!user) {
        useUserStore.getState().setShowLogin(true);
        return false;
      }
      try {
        const lists = await queryClient.ensureQueryData(smartListsQueryOptions(user.id));
        const current = pickCurrent(lists, useCurrentListStore.getState().currentId);
        const listId = current
          ? current.id
          : (await createSmartList({ title: t('smartLists.defaultTitle') })).id;
        const list: SmartList = await createListItem({
          id: listId,
          type: 'PRODUCT',
          barcode,
          amount: ADDED_AMOUNT,
        });
        useCurrentListStore.getState().setCurrentId(list.id);
        await rememberList(queryClient, user.id, list);
        notify.success(t('smartLists.add.added', { description, list: list.title }));
        return true;
      } catch (error) {
        // A lost session has its own notice from the app-wide guard.
        if (!isSessionLostError(error))
          notify.error(isApiError(error) ? error.message : t('common.loadError'));
        return false;
      }
    },
    [queryClient, t],
  );
}
