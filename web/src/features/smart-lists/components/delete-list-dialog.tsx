import type { SmartListSummary } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { useDeleteSmartList } from '../api/delete-smart-list';
import styles from './smart-lists.module.css';

export interface DeleteListDialogProps {
  userId: string;
  list: SmartListSummary;
  onClose: () => void;
}

/**
 * Deletes the current list after confirmation; the first remaining one becomes current. A
 * failure, such as 2035 for the last list, shows the server's message as a notice (spec 8).
 */
export function DeleteListDialog({ userId, list, onClose }: DeleteListDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteSmartList(userId);

  function confirm() {
    // The promise, not mutate's callbacks: the dialog's list stops being current on success.
    // A failure stays in the mutation's state, shown below as the notice.
    remove.mutateAsync(list.id).then(
      () => {
        notify.success(t('smartLists.done.deleted', { title: list.title }));
        onClose();
      },
      () => undefined,
    );
  }

  return (
    <Modal open onClose={onClose} title={t('smartLists.dialog.deleteTitle')} size="sm">
      <p className={styles.dialogText}>
        {t('smartLists.dialog.deleteText', { title: list.title })}
      </p>
      {remove.isError ? (
        <FormFailure>
          {isApiError(remove.error) ? remove.error.displayMessage : t('common.loadError')}
        </FormFailure>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
          {t('smartLists.dialog.cancel')}
        </Button>
        <Button
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          {remove.isPending ? t('smartLists.dialog.busy') : t('smartLists.dialog.deleteConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
