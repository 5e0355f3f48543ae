import { useTranslation } from 'react-i18next';
import { ShippingAddresses } from '@/features/addresses/components/shipping-addresses';
import { ProfileLayout } from '@/features/profile/components/profile-layout';

/** /profile/addresses: the shipping addresses (spec 2, profile area). */
export function ProfileAddressesRoute() {
  const { t } = useTranslation();
  return (
    <ProfileLayout title={t('addresses.title')}>
      <ShippingAddresses />
    </ProfileLayout>
  );
}
