import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import { UserIcon } from './header-icons';
import styles from './header-action.module.css';

/** Spec 2: for a guest the user button opens the login popup. */
export function UserButton() {
  const { t } = useTranslation();
  const setShowLogin = useUserStore((state) => state.setShowLogin);
  return (
    <button
      type="button"
      className={styles.action}
      aria-haspopup="dialog"
      aria-label={t('header.user.loginLabel')}
      onClick={() => setShowLogin(true)}
      data-testid="header-user"
    >
      <UserIcon className={styles.icon} />
      <span className={styles.text}>{t('header.user.login')}</span>
    </button>
  );
}
