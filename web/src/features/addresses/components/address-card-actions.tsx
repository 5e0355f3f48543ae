import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from './addresses.module.css';

/** What the address book gives either address card. */
export interface AddressCardProps<A> {
  address: A;
  onEdit: (address: A) => void;
  onDelete: (address: A) => void;
}

export interface AddressCardActionsProps {
  /** Read by screen readers after the verb, e.g. 'Modifica Via Roma 1'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function AddressCardActions({ name, onEdit, onDelete }: AddressCardActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.cardActions}>
      <Button
        variant="secondary"
        size="sm"
        onClick={onEdit}
        aria-label={t('addressBook.editLabel', { name })}
      >
        {t('addressBook.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={t('addressBook.deleteLabel', { name })}
      >
        {t('addressBook.delete')}
      </Button>
    </div>
  );
}
