import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readConsent, saveConsent } from '@/shared/analytics/consent';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import styles from './cookie-preferences.module.css';

function PreferencesForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  // Read once per opening, so the box always starts from what was last saved.
  const [analytics, setAnalytics] = useState(() => readConsent().analytics);

  function save() {
    saveConsent({ analytics });
    notify.success(t('cookiePreferences.saved'));
    onDone();
  }

  return (
    <>
      <p className={styles.intro}>{t('cookiePreferences.intro')}</p>
      <div className={styles.option}>
        <input id={`${id}-necessary`} type="checkbox" role="switch" checked disabled />
        <label htmlFor={`${id}-necessary`}>
          <strong>{t('cookiePreferences.necessary.label')}</strong>
          <span>{t('cookiePreferences.necessary.text')}</span>
        </label>
      </div>
      <div className={styles.option}>
        <input
          id={`${id}-analytics`}
          type="checkbox"
          role="switch"
          checked={analytics}
          onChange={(event) => setAnalytics(event.target.checked)}
        />
        <label htmlFor={`${id}-analytics`}>
          <strong>{t('cookiePreferences.analytics.label')}</strong>
          <span>{t('cookiePreferences.analytics.text')}</span>
        </label>
      </div>
      <div className={styles.footer}>
        <Link to="/info/cookie-policy" onClick={onDone}>
          {t('cookiePreferences.policyLink')}
        </Link>
        <Button onClick={save}>{t('cookiePreferences.save')}</Button>
      </div>
    </>
  );
}

/** The 'Gestione cookie' window: necessary cookies always on, analytics up to the shopper. */
export function CookiePreferences({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('cookiePreferences.title')}
      data-testid="cookie-preferences"
    >
      {open ? <PreferencesForm onDone={onClose} /> : null}
    </Modal>
  );
}
