import { useTranslation } from 'react-i18next';
import { ProfileLayout } from '@/features/profile/components/profile-layout';
import { RememberedSubstitutions } from '@/features/profile/components/remembered-substitutions';

/** /profile/substitutions: the substitution choices remembered per product (issue 30). */
export function ProfileSubstitutionsRoute() {
  const { t } = useTranslation();
  return (
    <ProfileLayout title={t('profile.substitutions.title')}>
      <RememberedSubstitutions />
    </ProfileLayout>
  );
}
