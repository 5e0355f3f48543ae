import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserStore } from '@/shared/state/user-store';
import styles from './logo-link.module.css';

/** Spec 2: the logo leads to /home once a default store exists, else to the landing page. */
export function LogoLink() {
  const { t } = useTranslation();
  const hasStore = useUserStore((state) => state.defaultStore !== null);
  return (
    <Link
      to={hasStore ? '/home' : '/'}
      className={styles.logo}
      aria-label={t('header.homeLink')}
      data-testid="header-logo"
    >
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" />
        <path d="M9 11h14l-1.6 10.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8z" fill="#fff" />
        <path d="M12.5 11a3.5 3.5 0 0 1 7 0" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      <span className={styles.wordmark}>{t('app.name')}</span>
    </Link>
  );
}
