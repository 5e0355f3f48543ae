import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { LoginRequired } from '@/shared/ui/login-required';
import { SmartListPage } from '@/features/smart-lists/components/smart-list-page';
import { webConfigurationQueryOptions } from '@/shared/config/web-configuration';
import { useUserStore } from '@/shared/state/user-store';
import { Spinner } from '@/shared/ui/spinner';
import { NotFoundRoute } from './not-found';

/**
 * /smartlist (spec 2): behind the smart-list flag, so with it off the page does not exist.
 * Keyed by user so a new login starts fresh.
 */
export function SmartListRoute() {
  const { t } = useTranslation();
  const configuration = useQuery(webConfigurationQueryOptions);
  const userId = useUserStore((state) => state.user?.id ?? null);
  if (configuration.isPending) return <Spinner />;
  if (!configuration.data?.features.smartLists) return <NotFoundRoute />;
  if (userId === null)
    return (
      <LoginRequired title={t('smartLists.guest.title')} loginLabel={t('smartLists.guest.login')} />
    );
  return <SmartListPage key={userId} userId={userId} />;
}
