import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { TextField } from '@/shared/ui/form/text-field';
import { notify } from '@/shared/ui/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import {
  resetRequestSchema,
  type ResetRequestOutput,
  type ResetRequestValues,
} from '../utils/auth-schemas';
import { failureText } from '../utils/failure-text';
import styles from './password-reset.module.css';

/**
 * /reset (spec 2 and 5): the e-mail, required and pattern-checked. The server answers the same
 * success whether or not the address has an account, and so does this screen.
 */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestValues, unknown, ResetRequestOutput>({
    mode: 'onBlur',
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{t('passwordReset.requested')}</p>
        <p className={styles.noticeText}>{t('passwordReset.requestedHint')}</p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(({ email }) =>
        request.mutate(email, {
          onSuccess: () => notify.success(t('passwordReset.requested')),
        }),
      )}
    >
      <p className={styles.intro}>{t('passwordReset.intro')}</p>
      {request.isError ? (
        <FormFailure>{failureText(request.error, t('session.lost'))}</FormFailure>
      ) : null}
      <TextField
        label={t('passwordReset.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('passwordReset.submitting') : t('passwordReset.submit')}
      </Button>
    </form>
  );
}
