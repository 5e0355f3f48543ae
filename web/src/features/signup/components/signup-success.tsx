import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import styles from './signup-wizard.module.css';

export interface SignupSuccessProps {
  open: boolean;
  email: string;
}

/** Spec 2: the success popup asks to check the mail to activate the profile, then home. */
export function SignupSuccess({ open, email }: SignupSuccessProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The account exists now: closing the popup also leaves the finished wizard.
  const goHome = () => void navigate('/');
  return (
    <Modal open={open} onClose={goHome} title={t('signup.success.title')} size="sm">
      <div className={styles.success}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.mailIcon}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
        </svg>
        <p>{t('signup.success.text', { email })}</p>
        <Button onClick={goHome} data-autofocus="">
          {t('signup.success.home')}
        </Button>
      </div>
    </Modal>
  );
}
