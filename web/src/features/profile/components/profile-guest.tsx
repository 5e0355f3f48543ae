import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

export interface ProfileGuestProps {
  /** Opens the login popup at once (a guest who came to this screen). */
  openLogin: boolean;
}

/** A guest on a profile screen: the login popup opens at once, and stays one click away. */
export function ProfileGuest({ openLogin }: ProfileGuestProps) {
  const { t } = useTranslation();
  const setShowLogin = useUserStore((state) => state.setShowLogin);

  useEffect(() => {
    if (openLogin) setShowLogin(true);
  }, [openLogin, setShowLogin]);

  return (
    <EmptyState
      title={t('profile.guest.title')}
      description={t('profile.guest.text')}
      action={<Button onClick={() => setShowLogin(true)}>{t('profile.guest.login')}</Button>}
    />
  );
}
