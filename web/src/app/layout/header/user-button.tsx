import { useTranslation } from 'react-i18next';
import { fullNameOf, initialsOf, shortNameOf } from '@/features/auth/utils/initials';
import { useUserStore } from '@/shared/state/user-store';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { preloadLoginPopup } from '../login/deferred-login-popup';
import { UserIcon } from './header-icons';
import styles from './header-action.module.css';
import userStyles from './user-button.module.css';

/**
 * Spec 2: the user button opens the login popup for a guest, the account panel for a
 * logged-in user, whose initials it shows.
 */
export function UserButton() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const setShowLogin = useUserStore((state) => state.setShowLogin);

  if (user) {
    return (
      <button
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        onClick={() => setShowLogin(true)}
        onPointerEnter={preloadLoginPopup}
        onFocus={preloadLoginPopup}
        data-testid="header-user"
      >
        {/* Named by its content, which holds the first name shown beside the initials (WCAG
            2.5.3, label in name): 'Account di Giulia Bianchi'. */}
        <span className={userStyles.initials} aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className={`${styles.text} ${userStyles.name}`} aria-hidden="true">
          {shortNameOf(user)}
        </span>
        <VisuallyHidden>{t('account.buttonLabel', { name: fullNameOf(user) })}</VisuallyHidden>
      </button>
    );
  }

  return (
    <button
      type="button"
      className={styles.action}
      aria-haspopup="dialog"
      aria-label={t('header.user.loginLabel')}
      onClick={() => setShowLogin(true)}
      onPointerEnter={preloadLoginPopup}
      onFocus={preloadLoginPopup}
      data-testid="header-user"
    >
      <UserIcon className={styles.icon} />
      <span className={styles.text}>{t('header.user.login')}</span>
    </button>
  );
}
