import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** A guest cannot own a cart: the screen asks them to log in first (spec 1). */
export function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('cartCreate.guestTitle')}
      description={t('cartCreate.guestText')}
      action={
        <Button onClick={() => useUserStore.getState().setShowLogin(true)}>
          {t('cartCreate.login')}
        </Button>
      }
    />
  );
}
