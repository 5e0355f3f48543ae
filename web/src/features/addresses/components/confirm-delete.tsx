import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import styles from './addresses.module.css';

export interface ConfirmDeleteProps {
  open: boolean;
  title: string;
  /** Names what goes, so the customer knows which address. */
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting an address asks first. */
export function ConfirmDelete({
  open,
  title,
  text,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title} size="sm">
      <p className={styles.dialogText}>{text}</p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('addressBook.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('addressBook.deleting') : t('addressBook.delete')}
        </Button>
      </div>
    </Modal>
  );
}
