import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { BusyLabel } from './busy-label';
import styles from './profile-screens.module.css';

export interface ProfileDeletionProps {
  updating: boolean;
  /** Sends the request; resolves whatever the outcome (the caller tells the user). */
  onConfirm: () => Promise<void>;
}

/** Spec 4: the deletion request goes out only after a confirmation dialog. */
export function ProfileDeletion({ updating, onConfirm }: ProfileDeletionProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    await onConfirm();
    setConfirming(false);
  };

  return (
    <section className={styles.section} aria-labelledby="profile-deletion">
      <h2 id="profile-deletion" className={styles.sectionTitle}>
        {t('profile.deletion.title')}
      </h2>
      <p className={styles.text}>{t('profile.deletion.text')}</p>
      <Button variant="secondary" disabled={updating} onClick={() => setConfirming(true)}>
        {t('profile.deletion.request')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('profile.deletion.confirmTitle')}
        size="sm"
      >
        <p className={styles.text}>{t('profile.deletion.confirmText')}</p>
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={updating}>
            {t('profile.deletion.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={updating}>
            <BusyLabel
              busy={updating}
              idle={t('profile.deletion.confirm')}
              working={t('profile.deletion.sending')}
            />
          </Button>
        </div>
      </Modal>
    </section>
  );
}
