import { useTranslation } from 'react-i18next';
import styles from './app-footer.module.css';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.company}>{t('footer.company')}</p>
        <p className={styles.vat}>{t('footer.vat')}</p>
      </div>
    </footer>
  );
}
