import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from './install-prompt';
import styles from './install-banner.module.css';

/**
 * The app-install banner (spec 9, daysHidden and daysReminder 0): on every visit, as long as
 * the browser offers installation (it stops once the app is installed); closing it hides it
 * for this visit only.
 */
export function InstallBanner() {
  const { t } = useTranslation();
  const offer = useInstallPrompt((state) => state.offer);
  const dismissed = useInstallPrompt((state) => state.dismissed);
  const dismiss = useInstallPrompt((state) => state.dismiss);
  const install = useInstallPrompt((state) => state.install);
  if (!offer || dismissed) return null;

  return (
    <aside className={styles.banner} aria-label={t('app.installBanner.label')}>
      <img src={`${import.meta.env.BASE_URL}icons/icon-192.png`} alt="" width={40} height={40} />
      <div className={styles.text}>
        <p className={styles.title}>{t('app.installBanner.title')}</p>
        <p>{t('app.installBanner.text')}</p>
      </div>
      <button type="button" className={styles.install} onClick={() => void install()}>
        {t('app.installBanner.install')}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={t('app.installBanner.close')}
        onClick={dismiss}
      >
        ×
      </button>
    </aside>
  );
}
