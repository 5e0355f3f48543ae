import type { User } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { isSessionLostError } from '@/shared/api/api-error';
import { defaultLanguage, isLanguage } from '@/shared/i18n/languages';
import { useUserStore } from '@/shared/state/user-store';
import { notify } from '@/shared/ui/notify';
import { useRequestProfileDeletion } from '../api/request-profile-deletion';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileFormOutput } from '../utils/profile-schemas';
import { ProfileDeletion } from './profile-deletion';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';

/**
 * /profile, your data (spec 2 and 5): the read-only identity, the editable contacts and
 * consents, and the deletion request. While a request runs every button waits.
 */
export function ProfileDetails({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const deletion = useRequestProfileDeletion();
  const updating = update.isPending || deletion.isPending;

  const save = (values: ProfileFormOutput) =>
    update.mutate(
      {
        mobilePhone: values.mobilePhone,
        homePhone: values.homePhone,
        accept3: values.accept3,
        accept4: values.accept4,
        // Mails follow the language the customer uses the shop in.
        language: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage,
      },
      {
        onSuccess: (saved) => {
          useUserStore.getState().setUser(saved);
          notify.success(t('profile.data.updated'));
        },
        // A lost session has its own message (the session guard's).
        onError: (error) => {
          if (!isSessionLostError(error)) notify.error(t('profile.data.updateError'));
        },
      },
    );

  const requestDeletion = () =>
    deletion.mutateAsync().then(
      () => void notify.success(t('profile.deletion.sent')),
      (error: unknown) => {
        if (!isSessionLostError(error)) notify.error(t('profile.deletion.error'));
      },
    );

  return (
    <>
      <ProfileSummary user={user} />
      <ProfileForm user={user} updating={updating} onSave={save} />
      <ProfileDeletion updating={updating} onConfirm={requestDeletion} />
    </>
  );
}
