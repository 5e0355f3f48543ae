import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSignOut } from '@/shared/api/sign-out';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import styles from './profile-layout.module.css';

interface MenuItem {
  to: string;
  label: string;
}

/**
 * Spec 2: your data, shipping addresses, password change and logout; smart lists and
 * payments only when enabled. /profile/billing exists but has no entry here.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { features } = useWebConfiguration();
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);

  const items: MenuItem[] = [
    { to: '/profile', label: t('profile.menu.data') },
    { to: '/profile/addresses', label: t('profile.menu.addresses') },
    { to: '/profile/password', label: t('profile.menu.password') },
  ];
  if (features.smartLists) items.push({ to: '/smartlist', label: t('profile.menu.smartLists') });
  if (features.savedPayments) items.push({ to: '/payments', label: t('profile.menu.payments') });

  const onLogout = () => {
    setLeaving(true);
    void signOut();
  };

  return (
    <nav className={styles.menu} aria-label={t('profile.menu.label')}>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                isActive ? `${styles.menuLink} ${styles.menuLinkActive}` : styles.menuLink
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${styles.menuLink} ${styles.menuLogout}`}
            onClick={onLogout}
            disabled={leaving}
          >
            {t('profile.menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
