import type { SmartListSummary } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { useCurrentListStore } from '../state/current-list-store';
import { DeleteListDialog } from './delete-list-dialog';
import { ListTitleDialog, type TitleDialogMode } from './list-title-dialog';
import styles from './smart-lists.module.css';

export interface ListToolbarProps {
  userId: string;
  lists: SmartListSummary[];
  current: SmartListSummary | null;
}

type Open = TitleDialogMode | 'delete' | null;

/** The list selector and the list actions (spec 2): create, rename, copy, delete. */
export function ListToolbar({ userId, lists, current }: ListToolbarProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const setCurrentId = useCurrentListStore((state) => state.setCurrentId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className={styles.toolbar}>
      {current ? (
        <div className={styles.selector}>
          <label htmlFor={selectId} className={styles.selectorLabel}>
            {t('smartLists.selector')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={current.id}
            onChange={(event) => setCurrentId(event.target.value)}
          >
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.title} ({t('smartLists.itemCount', { count: list.itemCount })})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.actions} role="group" aria-label={t('smartLists.actions.label')}>
        <Button size="sm" onClick={() => setOpen('create')}>
          {t('smartLists.actions.create')}
        </Button>
        {current ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => setOpen('rename')}>
              {t('smartLists.actions.rename')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setOpen('copy')}>
              {t('smartLists.actions.copy')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setOpen('delete')}>
              {t('smartLists.actions.delete')}
            </Button>
          </>
        ) : null}
      </div>
      {open !== null && open !== 'delete' ? (
        <ListTitleDialog userId={userId} mode={open} list={current} onClose={close} />
      ) : null}
      {open === 'delete' && current ? (
        <DeleteListDialog userId={userId} list={current} onClose={close} />
      ) : null}
    </div>
  );
}
