import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { LoginRequired } from '@/shared/ui/login-required';
import { FavoritesPage } from '@/features/favorites/components/favorites-page';
import { webConfigurationQueryOptions } from '@/shared/config/web-configuration';
import { useUserStore } from '@/shared/state/user-store';
import { Spinner } from '@/shared/ui/spinner';
import { NotFoundRoute } from './not-found';

/** /favorites (spec 2): behind the smart-list flag; keyed by user so a new login starts fresh. */
export function FavoritesRoute() {
  const { t } = useTranslation();
  const configuration = useQuery(webConfigurationQueryOptions);
  const userId = useUserStore((state) => state.user?.id ?? null);
  if (configuration.isPending) return <Spinner />;
  if (!configuration.data?.features.smartLists) return <NotFoundRoute />;
  if (userId === null)
    return (
      <LoginRequired title={t('favorites.guest.title')} loginLabel={t('favorites.guest.login')} />
    );
  return <FavoritesPage key={userId} userId={userId} />;
}
