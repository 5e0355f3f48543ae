import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** A guest on a profile screen: the login popup opens at once, and stays one click away. */
export function ProfileGuest() {
  const { t } = useTranslation();
  const setShowLogin = useUserStore((state) => state.setShowLogin);

  useEffect(() => {
    setShowLogin(true);
  }, [setShowLogin]);

  return (
    <EmptyState
      title={t('profile.guest.title')}
      description={t('profile.guest.text')}
      action={<Button onClick={() => setShowLogin(true)}>{t('profile.guest.login')}</Button>}
    />
  );
}
