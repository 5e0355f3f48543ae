import { zodResolver } from '@hookform/resolvers/zod';
import { errorCatalogue, StaffLoginRequest } from '@spesa/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { TextField } from '@/shared/ui/form/text-field';
import { useStaffLogin } from '../api/staff-login';
import styles from './staff-login-form.module.css';

type Values = z.input<typeof StaffLoginRequest>;
type Output = z.output<typeof StaffLoginRequest>;

/** Wrong e-mail or password read alike, so nobody can probe which staff e-mails exist. */
function failureKey(error: unknown) {
  if (
    isApiError(error) &&
    (error.status === 429 || error.code === errorCatalogue.TOO_MANY_REQUESTS.code)
  )
    return 'staff.login.tooManyRequests' as const;
  if (isApiError(error) && error.status >= 500) return 'staff.errors.unknown' as const;
  return 'staff.login.wrongCredentials' as const;
}

/** The staff login: its own screen and cookie, never the shopper's popup. */
export function StaffLoginForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const login = useStaffLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    mode: 'onBlur',
    resolver: zodResolver(StaffLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('staff.login.title')}
      </h1>
      <p className={styles.intro}>{t('staff.login.intro')}</p>
      <form
        className={styles.form}
        noValidate
        aria-busy={login.isPending}
        onSubmit={handleSubmit((values) => login.mutate(values))}
      >
        <TextField
          label={t('staff.login.email')}
          type="email"
          autoComplete="username"
          required
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('staff.login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {login.isError ? <FormFailure>{t(failureKey(login.error))}</FormFailure> : null}
        <Button type="submit" className={styles.submit} disabled={login.isPending}>
          {login.isPending ? t('staff.login.submitting') : t('staff.login.submit')}
        </Button>
      </form>
    </section>
  );
}
