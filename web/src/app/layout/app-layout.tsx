import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <AppHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
