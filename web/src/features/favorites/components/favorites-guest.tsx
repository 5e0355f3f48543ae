import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** Favourites are a customer's own (spec 1): a guest gets the login popup, and a way back to it. */
export function FavoritesGuest() {
  const { t } = useTranslation();
  const setShowLogin = useUserStore((state) => state.setShowLogin);

  useEffect(() => {
    setShowLogin(true);
  }, [setShowLogin]);

  return (
    <EmptyState
      title={t('favorites.guest.title')}
      action={<Button onClick={() => setShowLogin(true)}>{t('favorites.guest.login')}</Button>}
    />
  );
}
