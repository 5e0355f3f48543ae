import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import styles from './addresses.module.css';

export interface AddressBookProps {
  query: UseQueryResult<unknown[]>;
  addLabel: string;
  onAdd: () => void;
  emptyText: string;
  listLabel: string;
  /** The cards, as list items. */
  children: ReactNode;
  /** The dialogs of the screen. */
  dialogs: ReactNode;
}

/** The frame both address screens share: add button, loading, empty state and card list. */
export function AddressBook(props: AddressBookProps) {
  const { query } = props;
  // Spec 8: a failed list load is only logged; the screen stays empty.
  useEffect(() => {
    if (query.error) console.error(query.error);
  }, [query.error]);

  const count = query.data?.length ?? 0;
  return (
    <div className={styles.book}>
      <div className={styles.toolbar}>
        <Button onClick={props.onAdd}>{props.addLabel}</Button>
      </div>
      {query.isLoading ? <Spinner /> : null}
      {query.isSuccess && count === 0 ? <EmptyState title={props.emptyText} /> : null}
      {count > 0 ? (
        <ul className={styles.list} aria-label={props.listLabel}>
          {props.children}
        </ul>
      ) : null}
      {props.dialogs}
    </div>
  );
}
