import { useTranslation } from 'react-i18next';
import { BillingAddresses } from '@/features/addresses/components/billing-addresses';
import { ProfileLayout } from '@/features/profile/components/profile-layout';

/** /profile/billing: the billing addresses; no menu link, reached by URL or from checkout. */
export function ProfileBillingRoute() {
  const { t } = useTranslation();
  return (
    <ProfileLayout title={t('billing.title')}>
      <BillingAddresses />
    </ProfileLayout>
  );
}
