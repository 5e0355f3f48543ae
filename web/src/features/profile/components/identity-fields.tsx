import { romeToday, type User } from '@spesa/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import type { ProfileFormValues } from '../utils/profile-schemas';
import styles from './profile-screens.module.css';

export interface IdentityFieldsProps {
  user: User;
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}

/**
 * Name and birth date the account does not hold yet (an account from the short signup, spec 7):
 * empty fields to fill in once. What it holds is read-only (spec 5) and shows in the summary.
 */
export function IdentityFields({ user, register, errors }: IdentityFieldsProps) {
  const { t } = useTranslation();
  if (user.firstName !== null && user.lastName !== null && user.birthDate !== null) return null;
  return (
    <section className={styles.section} aria-labelledby="profile-identity">
      <h2 id="profile-identity" className={styles.sectionTitle}>
        {t('profile.data.identity')}
      </h2>
      <p className={styles.text}>{t('profile.data.identityHint')}</p>
      <div className={styles.fields}>
        {user.firstName === null && (
          <TextField
            label={t('profile.data.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
        )}
        {user.lastName === null && (
          <TextField
            label={t('profile.data.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        )}
        {user.birthDate === null && (
          <TextField
            label={t('profile.data.birthDate')}
            hint={t('profile.data.birthDateHint')}
            type="date"
            autoComplete="bday"
            max={romeToday()}
            error={errors.birthDate?.message}
            {...register('birthDate')}
          />
        )}
      </div>
    </section>
  );
}
