import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '@/shared/state/user-store';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useActivateProfile } from '../api/activate-profile';
import { errorText } from '../utils/error-text';
import styles from './activation-page.module.css';

export interface ActivationPageProps {
  /** The single-use token of the mailed link; null when the link lost it. */
  token: string | null;
}

/** The page behind the activation link: activates once on load, then offers the login. */
export function ActivationPage({ token }: ActivationPageProps) {
  const { t } = useTranslation();
  const activation = useActivateProfile();
  const { mutate } = activation;
  // The token is single-use: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  let body;
  if (!token) {
    body = <Failure message={t('activation.missingToken')} />;
  } else if (activation.isError) {
    body = <Failure message={errorText(activation.error)} />;
  } else if (activation.isSuccess) {
    body = (
      <div className={styles.outcome} role="status">
        <h2 className={styles.heading}>
          {activation.data.alreadyActive ? t('activation.alreadyActive') : t('activation.success')}
        </h2>
        <p>
          {activation.data.alreadyActive
            ? t('activation.alreadyActiveText', { username: activation.data.username })
            : t('activation.successText', { username: activation.data.username })}
        </p>
        <Button onClick={() => useUserStore.getState().setShowLogin(true)}>
          {t('activation.login')}
        </Button>
      </div>
    );
  } else {
    body = <Spinner label={t('activation.activating')} />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('activation.title')}</h1>
      {body}
    </div>
  );
}

function Failure({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.outcome} role="alert">
      <h2 className={styles.heading}>{t('activation.failure')}</h2>
      <p>{message}</p>
      <Link to="/signup" className={styles.link}>
        {t('activation.backToSignup')}
      </Link>
    </div>
  );
}
