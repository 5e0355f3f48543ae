import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';
import styles from './form.module.css';

export interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
  /** Shown right under the new password, grouped with it (the sign-up strength meter). */
  meter?: ReactNode;
}

/** A new password with the spec 5 hint, then the same password typed again. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const password = (
    <TextField
      label={props.passwordLabel}
      type="password"
      autoComplete="new-password"
      required
      hint={t('validation.passwordHint')}
      error={props.passwordError}
      {...props.password}
    />
  );
  return (
    <>
      {props.meter ? (
        <div className={styles.fieldGroup}>
          {password}
          {props.meter}
        </div>
      ) : (
        password
      )}
      <TextField
        label={props.confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={props.confirmError}
        {...props.confirm}
      />
    </>
  );
}
