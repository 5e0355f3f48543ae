import { errorCatalogue, type User } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { defaultLanguage, isLanguage } from '@/shared/i18n/languages';
import { useUserStore } from '@/shared/state/user-store';
import { notify } from '@/shared/ui/notify';
import { useRequestProfileDeletion } from '../api/request-profile-deletion';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileFormOutput } from '../utils/profile-schemas';
import { PriorityPlaces } from './priority-places';
import { ProfileDeletion } from './profile-deletion';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';

const ORDER_IN_PROGRESS_CODE = errorCatalogue.ORDER_IN_PROGRESS.code;

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
        // Sent only when typed: the fields show only while the account lacks them.
        ...(values.firstName ? { firstName: values.firstName } : {}),
        ...(values.lastName ? { lastName: values.lastName } : {}),
        ...(values.birthDate ? { birthDate: values.birthDate } : {}),
        mobilePhone: values.mobilePhone,
        // Always sent: an emptied landline is '' (the server clears it); left out, it stays.
        homePhone: values.homePhone ?? '',
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
        if (isSessionLostError(error)) return;
        // Spec 4: say why when an order in progress is in the way.
        const inProgress = isApiError(error) && error.code === ORDER_IN_PROGRESS_CODE;
        notify.error(t(inProgress ? 'profile.deletion.orderInProgress' : 'profile.deletion.error'));
      },
    );

  return (
    <>
      <ProfileSummary user={user} />
      <ProfileForm user={user} updating={updating} onSave={save} />
      <PriorityPlaces />
      <ProfileDeletion updating={updating} onConfirm={requestDeletion} />
    </>
  );
}
