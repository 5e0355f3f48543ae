import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@spesa/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { TextField } from '@/shared/ui/form/text-field';
import {
  profileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../utils/profile-schemas';
import { BusyLabel } from './busy-label';
import { IdentityFields } from './identity-fields';
import styles from './profile-screens.module.css';

export interface ProfileFormProps {
  user: User;
  /** True while any profile request runs: every button waits (spec 4). */
  updating: boolean;
  onSave: (values: ProfileFormOutput) => void;
}

/**
 * The editable part of the profile: phones and the optional consents, and the name and birth
 * date an account from the short signup does not hold yet.
 */
export function ProfileForm({ user, updating, onSave }: ProfileFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    mode: 'onBlur',
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      birthDate: '',
      mobilePhone: user.mobilePhone ?? '',
      homePhone: user.homePhone ?? '',
      accept3: user.accept3,
      accept4: user.accept4,
    },
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSave)}>
      <IdentityFields user={user} register={register} errors={errors} />
      <section className={styles.section} aria-labelledby="profile-contacts">
        <h2 id="profile-contacts" className={styles.sectionTitle}>
          {t('profile.data.contacts')}
        </h2>
        <div className={styles.fields}>
          <TextField
            label={t('profile.data.mobilePhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            error={errors.mobilePhone?.message}
            {...register('mobilePhone')}
          />
          <TextField
            label={t('profile.data.homePhone')}
            type="tel"
            inputMode="tel"
            error={errors.homePhone?.message}
            {...register('homePhone')}
          />
        </div>
      </section>
      <fieldset className={styles.consents}>
        <legend className={styles.sectionTitle}>{t('profile.data.consents')}</legend>
        {/* Accepted at sign-up and required for the service: shown, never withdrawn. */}
        <CheckboxField
          label={t('profile.data.accept1')}
          checked
          disabled
          readOnly
          aria-describedby="profile-locked-consent"
        />
        <CheckboxField
          label={t('profile.data.accept2')}
          checked
          disabled
          readOnly
          aria-describedby="profile-locked-consent"
        />
        <p id="profile-locked-consent" className={styles.hint}>
          {t('profile.data.lockedConsent')}
        </p>
        <CheckboxField label={t('profile.data.accept3')} {...register('accept3')} />
        <CheckboxField label={t('profile.data.accept4')} {...register('accept4')} />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={updating}>
          <BusyLabel
            busy={updating}
            idle={t('profile.data.save')}
            working={t('profile.data.saving')}
          />
        </Button>
      </div>
    </form>
  );
}
