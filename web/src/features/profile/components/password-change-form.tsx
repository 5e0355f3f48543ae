import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { NewPasswordFields } from '@/shared/ui/form/new-password-fields';
import { TextField } from '@/shared/ui/form/text-field';
import { notify } from '@/shared/ui/notify';
import { useChangePassword } from '../api/change-password';
import {
  passwordChangeSchema,
  type PasswordChangeOutput,
  type PasswordChangeValues,
} from '../utils/profile-schemas';
import { BusyLabel } from './busy-label';
import styles from './profile-screens.module.css';

const emptyForm: PasswordChangeValues = { oldPassword: '', newPassword: '', passwordConfirm: '' };

/**
 * /profile/password (spec 5): the current password, the new one (at least 8 characters,
 * three kinds of characters suggested) and its confirmation. Spec 8: a failure shows the
 * server's message as a notice.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeValues, unknown, PasswordChangeOutput>({
    mode: 'onBlur',
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: emptyForm,
  });

  const submit = ({ oldPassword, newPassword }: PasswordChangeOutput) => {
    setFailure(null);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          reset(emptyForm);
          notify.success(t('profile.password.done'));
        },
        onError: (error) => {
          if (isSessionLostError(error)) return;
          setFailure(isApiError(error) ? error.displayMessage : t('session.lost'));
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
      {failure ? <FormFailure>{failure}</FormFailure> : null}
      <div className={styles.stack}>
        <TextField
          label={t('profile.password.oldPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <NewPasswordFields
          passwordLabel={t('profile.password.newPassword')}
          confirmLabel={t('profile.password.confirmPassword')}
          password={register('newPassword')}
          confirm={register('passwordConfirm')}
          passwordError={errors.newPassword?.message}
          confirmError={errors.passwordConfirm?.message}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending}>
          <BusyLabel
            busy={change.isPending}
            idle={t('profile.password.save')}
            working={t('profile.password.saving')}
          />
        </Button>
      </div>
    </form>
  );
}
