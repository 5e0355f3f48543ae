import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPanel } from '@/features/auth/components/account-panel';
import { LoginForm } from '@/features/auth/components/login-form';
import { useUserStore } from '@/shared/state/user-store';
import { Modal } from '@/shared/ui/modal';
import { useAfterLogin } from './after-login';
import styles from './login-popup.module.css';

/**
 * The app-wide login popup (spec 2), shown while the user state's showLogin flag is set. A
 * guest gets the form, the password-reset link and the new-account block; a logged-in user
 * the account panel.
 */
export function LoginPopup() {
  const { t } = useTranslation();
  const open = useUserStore((state) => state.showLogin);
  const user = useUserStore((state) => state.user);
  const setShowLogin = useUserStore((state) => state.setShowLogin);
  const afterLogin = useAfterLogin();
  const close = () => setShowLogin(false);

  if (user) {
    return (
      <Modal
        open={open}
        onClose={close}
        title={t('account.title')}
        size="sm"
        data-testid="account-popup"
      >
        <AccountPanel user={user} onClose={close} />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('loginPanel.title')}
      size="sm"
      data-testid="login-popup"
    >
      <p className={styles.intro}>{t('loginPanel.intro')}</p>
      <LoginForm onLoggedIn={afterLogin} />
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
