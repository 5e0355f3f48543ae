import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import type { DetailsFormValues } from '../utils/details-schema';
import styles from './signup-wizard.module.css';

export interface ContactFieldsProps {
  register: UseFormRegister<DetailsFormValues>;
  errors: FieldErrors<DetailsFormValues>;
  /** The registry's valid mobile number is the shopper's own: shown, not edited (spec 5). */
  phoneHeld: boolean;
}

/**
 * Mobile (required) and landline (optional). A child component on purpose: fields register in
 * render order, and a failed submit focuses the first registered one with an error, which should
 * be the first on screen.
 */
export function ContactFields({ register, errors, phoneHeld }: ContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('signup.details.contacts')}</legend>
      <div className={styles.pair}>
        <TextField
          label={t('signup.details.mobilePhone')}
          hint={phoneHeld ? undefined : t('signup.details.mobilePhoneHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          readOnly={phoneHeld}
          required
          error={errors.mobilePhone?.message}
          {...register('mobilePhone')}
        />
        <TextField
          label={t('signup.details.homePhone')}
          type="tel"
          autoComplete="tel"
          error={errors.homePhone?.message}
          {...register('homePhone')}
        />
      </div>
    </fieldset>
  );
}
