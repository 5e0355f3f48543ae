import {
  defaultCopyTitle,
  SMART_LIST_TITLE_MAX,
  SmartListCreateRequest,
  type SmartList,
  type SmartListSummary,
} from '@spesa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { TextField } from '@/shared/ui/form/text-field';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { useCopySmartList } from '../api/copy-smart-list';
import { useCreateSmartList } from '../api/create-smart-list';
import { useRenameSmartList } from '../api/rename-smart-list';
import styles from './smart-lists.module.css';

export type TitleDialogMode = 'create' | 'rename' | 'copy';

export interface ListTitleDialogProps {
  userId: string;
  mode: TitleDialogMode;
  /** The current list: renamed or copied (unused when creating). */
  list: SmartListSummary | null;
  onClose: () => void;
}

const headings = {
  create: 'smartLists.dialog.createTitle',
  rename: 'smartLists.dialog.renameTitle',
  copy: 'smartLists.dialog.copyTitle',
} as const;
const confirms = {
  create: 'smartLists.dialog.createConfirm',
  rename: 'smartLists.dialog.save',
  copy: 'smartLists.dialog.copyConfirm',
} as const;
const dones = {
  create: 'smartLists.done.created',
  rename: 'smartLists.done.renamed',
  copy: 'smartLists.done.copied',
} as const;

function initialTitle(mode: TitleDialogMode, list: SmartListSummary | null): string {
  if (mode === 'rename') return list?.title ?? '';
  // Spec 9: a copy is offered 'Copia di ' + the title, which the shopper may change.
  if (mode === 'copy' && list) return defaultCopyTitle(list.title);
  return '';
}

/** Names a new list, renames the current one or names its copy; the result becomes current. */
export function ListTitleDialog({ userId, mode, list, onClose }: ListTitleDialogProps) {
  const { t } = useTranslation();
  const create = useCreateSmartList(userId);
  const rename = useRenameSmartList(userId);
  const copy = useCopySmartList(userId);
  const [title, setTitle] = useState(() => initialTitle(mode, list));
  const [invalid, setInvalid] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || rename.isPending || copy.isPending;

  function send(clean: string): Promise<SmartList> {
    if (mode === 'create') return create.mutateAsync({ title: clean });
    const id = list?.id ?? 0;
    if (mode === 'rename') return rename.mutateAsync({ id, title: clean });
    return copy.mutateAsync({ id, title: clean });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = SmartListCreateRequest.safeParse({ title });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    setFailure(null);
    try {
      const saved = await send(parsed.data.title);
      notify.success(t(dones[mode], { title: saved.title }));
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.displayMessage : t('common.loadError'));
    }
  }

  return (
    <Modal open onClose={onClose} title={t(headings[mode])} size="sm">
      <form className={styles.dialogForm} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('smartLists.dialog.name')}
          value={title}
          maxLength={SMART_LIST_TITLE_MAX}
          required
          error={invalid}
          onChange={(event) => setTitle(event.target.value)}
          data-autofocus=""
        />
        {failure ? <FormFailure>{failure}</FormFailure> : null}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('smartLists.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('smartLists.dialog.busy') : t(confirms[mode])}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
