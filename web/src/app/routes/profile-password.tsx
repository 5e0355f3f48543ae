import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '@/features/profile/components/password-change-form';
import { ProfileLayout } from '@/features/profile/components/profile-layout';

/** /profile/password: the password change (spec 2, profile area). */
export function ProfilePasswordRoute() {
  const { t } = useTranslation();
  return (
    <ProfileLayout title={t('profile.password.title')}>
      <PasswordChangeForm />
    </ProfileLayout>
  );
}
