import type { User } from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '@/shared/api/sign-out';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import { Button } from '@/shared/ui/button';
import { fullNameOf, initialsOf } from '../utils/initials';
import styles from './account-panel.module.css';

export interface AccountPanelProps {
  user: User;
  /** Closes the panel: on following a link and before logging out. */
  onClose: () => void;
}

/**
 * The logged-in state of the login panel (spec 2): welcome, name, the account links (smart
 * lists and payments only when enabled) and the logout button.
 */
export function AccountPanel({ user, onClose }: AccountPanelProps) {
  const { t } = useTranslation();
  const { features } = useWebConfiguration();
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  const genderContext = user.gender ? user.gender.toLowerCase() : undefined;

  const links = [
    { to: '/profile', label: t('account.links.profile') },
    { to: '/orders', label: t('account.links.orders') },
    ...(features.smartLists ? [{ to: '/smartlist', label: t('account.links.smartLists') }] : []),
    ...(features.savedPayments ? [{ to: '/payments', label: t('account.links.payments') }] : []),
  ];

  const onLogout = () => {
    setLeaving(true);
    onClose();
    void signOut();
  };

  return (
    <div className={styles.panel}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user)}
        </span>
        <div>
          <p className={styles.welcome}>
            {/* Italian greets by gender: the profile's, else a neutral greeting (issue 17.11);
                an account from the short signup may hold no name to greet yet. */}
            {user.firstName
              ? t('account.welcome', { firstName: user.firstName, context: genderContext })
              : t('account.welcomeNoName', { context: genderContext })}
          </p>
          <p className={styles.name}>{fullNameOf(user)}</p>
        </div>
      </div>
      <nav aria-label={t('account.navigation')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="secondary" className={styles.logout} onClick={onLogout} disabled={leaving}>
        {leaving ? t('account.loggingOut') : t('account.logout')}
      </Button>
    </div>
  );
}
