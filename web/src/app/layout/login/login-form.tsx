import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import { login, type Credentials } from './login-request';
import styles from './login-form.module.css';

export interface LoginFormProps {
  /** Called after the server accepted the credentials. */
  onSuccess: () => void;
}

/** Username, password and the access button of the guest login panel (spec 2). */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => login(credentials),
    onSuccess: () => {
      notify.success(t('loginPanel.welcome'));
      onSuccess();
    },
    // Spec 8: any login failure reads 'Credenziali errate'.
    onError: () => notify.error(t('loginPanel.wrongCredentials')),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate({ username: username.trim(), password });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={mutation.isPending}>
      <div className={styles.field}>
        <label htmlFor={`${id}-username`}>{t('loginPanel.username')}</label>
        <input
          id={`${id}-username`}
          className={styles.input}
          name="username"
          autoComplete="username"
          required
          data-autofocus=""
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t('loginPanel.password')}</label>
        <input
          id={`${id}-password`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" className={styles.submit} disabled={mutation.isPending}>
        {mutation.isPending ? t('loginPanel.submitting') : t('loginPanel.submit')}
      </Button>
    </form>
  );
}
