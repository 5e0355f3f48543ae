import { useTranslation } from 'react-i18next';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';
import styles from './password-reset.module.css';

/** /reset: the request form, or with the mailed link's ?token= the new-password form. */
export function PasswordReset({ token }: { token: string | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="password-reset-title">
      <h1 id="password-reset-title" className={styles.title}>
        {token ? t('passwordReset.newTitle') : t('passwordReset.title')}
      </h1>
      {token ? <ResetConfirmForm token={token} /> : <ResetRequestForm />}
    </section>
  );
}
