import type { User } from '@spesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resetUserQueries } from '@/shared/api/user-queries';
import { useUserStore } from '@/shared/state/user-store';
import { notify } from '@/shared/ui/notify';

/**
 * What follows a successful login (spec 4): the user is stored, the login panel hides, then
 * what depends on the user loads again (first slot and the like). This is the one place the
 * login flow continues: the cart issue adds here the current cart, first slot and fees loads,
 * the pending product (useCartStore's productToAdd) and, with smart lists on, favourites and
 * lists. It lives in the app layer because it composes several features.
 */
export function useAfterLogin(): (user: User) => Promise<void> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (user: User) => {
      const state = useUserStore.getState();
      state.setUser(user);
      state.setShowLogin(false);
      notify.success(t('loginPanel.welcome'));
      await resetUserQueries(queryClient);
    },
    [queryClient, t],
  );
}
