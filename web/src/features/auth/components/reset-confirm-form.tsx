import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { NewPasswordFields } from '@/shared/ui/form/new-password-fields';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { resetConfirmSchema, type ResetConfirmValues } from '../utils/auth-schemas';
import { failureText } from '../utils/failure-text';
import styles from './password-reset.module.css';

/**
 * The page behind the mailed link (/reset?token=...): the new password twice. On success the
 * login popup is one click away; a failure (used or expired link) shows the server's message.
 */
export function ResetConfirmForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmPasswordReset();
  const setShowLogin = useUserStore((state) => state.setShowLogin);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetConfirmValues>({
    mode: 'onBlur',
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: { newPassword: '', passwordConfirm: '' },
  });

  if (confirm.isSuccess) {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{t('passwordReset.done')}</p>
        <p className={styles.noticeText}>{t('passwordReset.doneHint')}</p>
        <Button onClick={() => setShowLogin(true)}>{t('passwordReset.login')}</Button>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(({ newPassword }) => confirm.mutate({ token, newPassword }))}
    >
      <p className={styles.intro}>{t('passwordReset.newIntro')}</p>
      {confirm.isError ? (
        <FormFailure>{failureText(confirm.error, t('session.lost'))}</FormFailure>
      ) : null}
      <NewPasswordFields
        passwordLabel={t('passwordReset.newPassword')}
        confirmLabel={t('passwordReset.confirmPassword')}
        password={register('newPassword')}
        confirm={register('passwordConfirm')}
        passwordError={errors.newPassword?.message}
        confirmError={errors.passwordConfirm?.message}
      />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? t('passwordReset.saving') : t('passwordReset.save')}
      </Button>
    </form>
  );
}
