import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from './addresses.module.css';

/** What the address book gives either address form. */
export interface AddressFormProps<A, I> {
  /** The address being edited; null adds a new one. */
  address: A | null;
  saving: boolean;
  /** The validated values; the book adds the id of the address being edited. */
  onSave: (body: I) => void;
  onCancel: () => void;
}

export interface AddressFormShellProps {
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** The form element both address forms share, with cancel and save below the fields. */
export function AddressFormShell({ saving, onSubmit, onCancel, children }: AddressFormShellProps) {
  const { t } = useTranslation();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {children}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('addressBook.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('addressBook.saving') : t('addressBook.save')}
        </Button>
      </div>
    </form>
  );
}
