import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { ProfileLayout } from '@/features/profile/components/profile-layout';
import { useUserStore } from '@/shared/state/user-store';

/** /profile: your data (spec 2, profile area). */
export function ProfileRoute() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  return (
    <ProfileLayout title={t('profile.data.title')}>
      {user ? <ProfileDetails user={user} /> : null}
      {/* Issue 30: outside the spec's menu, the remembered substitution choices. */}
      <p>
        <Link to="/profile/substitutions">{t('profile.substitutions.link')}</Link>
      </p>
    </ProfileLayout>
  );
}
