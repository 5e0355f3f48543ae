import type { SmartList } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { ListItemRow } from './list-item-row';
import styles from './smart-lists.module.css';

/** The current list's lines, or a hint on how to fill an empty list. */
export function ListItems({ userId, list }: { userId: string; list: SmartList }) {
  const { t } = useTranslation();
  if (list.items.length === 0) return <p className={styles.muted}>{t('smartLists.items.empty')}</p>;
  return (
    <ul className={styles.items}>
      {list.items.map((item) => (
        <ListItemRow key={item.itemId} userId={userId} listId={list.id} item={item} />
      ))}
    </ul>
  );
}
