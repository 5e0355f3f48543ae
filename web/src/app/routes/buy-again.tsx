import { useTranslation } from 'react-i18next';
import { BuyAgainPage } from '@/features/buy-again/components/buy-again-page';
import { useUserStore } from '@/shared/state/user-store';
import { LoginRequired } from '@/shared/ui/login-required';
import { BuyAgainGrid, useBuyAgainStoreId } from '../buy-again/buy-again-grid';

/** /buy-again (issue 30): a logged-in customer's products bought before; keyed by user. */
export function BuyAgainRoute() {
  const { t } = useTranslation();
  const userId = useUserStore((state) => state.user?.id ?? null);
  const storeId = useBuyAgainStoreId();
  return userId === null ? (
    <LoginRequired title={t('buyAgain.guest.title')} loginLabel={t('buyAgain.guest.login')} />
  ) : (
    <BuyAgainPage
      key={userId}
      userId={userId}
      storeId={storeId}
      renderProducts={(items, busy) => <BuyAgainGrid items={items} busy={busy} />}
    />
  );
}
