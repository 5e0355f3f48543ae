import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@spesa/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form/text-field';
import { notify } from '@/shared/ui/notify';
import { login } from '../api/login';
import { loginFormSchema, type LoginFormOutput, type LoginFormValues } from '../utils/auth-schemas';
import { loginErrorKey } from '../utils/login-error';
import styles from './auth-forms.module.css';

export interface LoginFormProps {
  /** Called with the user the server answered; the caller stores it and loads what follows. */
  onLoggedIn: (user: User) => void | Promise<void>;
}

/** E-mail, password and the access button of the guest login panel (spec 2 and 5). */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginFormOutput>({
    mode: 'onBlur',
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: LoginFormOutput) =>
      login({ username: values.email, password: values.password }),
    onSuccess: onLoggedIn,
    onError: (error) => notify.error(t(loginErrorKey(error))),
  });

  return (
    <form
      className={`${styles.form} ${styles.compact}`}
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      aria-busy={mutation.isPending}
    >
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        data-autofocus=""
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('loginPanel.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className={styles.submit} disabled={mutation.isPending}>
        {mutation.isPending ? t('loginPanel.submitting') : t('loginPanel.submit')}
      </Button>
    </form>
  );
}
