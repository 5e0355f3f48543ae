import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '@/shared/state/user-store';
import { Modal } from '@/shared/ui/modal';
import { LoginForm } from './login-form';
import styles from './login-popup.module.css';

/**
 * The app-wide login popup (spec 2), shown while the user state's showLogin flag is set:
 * the guest panel with the form, the password-reset link and the new-account block.
 */
export function LoginPopup() {
  const { t } = useTranslation();
  const open = useUserStore((state) => state.showLogin);
  const setShowLogin = useUserStore((state) => state.setShowLogin);
  const close = () => setShowLogin(false);

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('loginPanel.title')}
      size="sm"
      data-testid="login-popup"
    >
      <p className={styles.intro}>{t('loginPanel.intro')}</p>
      <LoginForm onSuccess={close} />
      <p className={styles.reset}>
        <Link to="/reset" onClick={close}>
          {t('loginPanel.forgotPassword')}
        </Link>
      </p>
      <section className={styles.newAccount} aria-labelledby="login-new-account">
        <h3 id="login-new-account" className={styles.newTitle}>
          {t('loginPanel.newAccount.title')}
        </h3>
        <p className={styles.newText}>{t('loginPanel.newAccount.text')}</p>
        <Link to="/signup" className={styles.signup} onClick={close}>
          {t('loginPanel.newAccount.signup')}
        </Link>
      </section>
    </Modal>
  );
}
