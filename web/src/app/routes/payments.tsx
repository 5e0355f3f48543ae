import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PaymentsPanel } from '@/features/payments/components/payments-panel';
import { ProfileLayout } from '@/features/profile/components/profile-layout';
import { webConfigurationQueryOptions } from '@/shared/config/web-configuration';
import { useUserStore } from '@/shared/state/user-store';
import { Spinner } from '@/shared/ui/spinner';
import { NotFoundRoute } from './not-found';

/**
 * /payments (spec 2): the linked online card, in the profile area, behind the saved-payments
 * flag; keyed by user so a new login starts fresh. A guest gets the profile area's login prompt.
 */
export function PaymentsRoute() {
  const { t } = useTranslation();
  const configuration = useQuery(webConfigurationQueryOptions);
  const userId = useUserStore((state) => state.user?.id ?? null);
  if (configuration.isPending) return <Spinner />;
  if (!configuration.data?.features.savedPayments) return <NotFoundRoute />;
  return (
    <ProfileLayout title={t('payments.title')}>
      {userId === null ? null : <PaymentsPanel key={userId} userId={userId} />}
    </ProfileLayout>
  );
}
