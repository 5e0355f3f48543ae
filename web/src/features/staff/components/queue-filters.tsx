import type { StaffStore } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './queue.module.css';

export interface QueueFiltersProps {
  stores: StaffStore[];
  storeId: string | null;
  date: string;
  onStoreChange: (storeId: string) => void;
  onDateChange: (date: string) => void;
}

/** The store (an operator may serve several, an administrator all) and the day worked. */
export function QueueFilters({
  stores,
  storeId,
  date,
  onStoreChange,
  onDateChange,
}: QueueFiltersProps) {
  const { t } = useTranslation();
  const storeFieldId = useId();
  const dateFieldId = useId();
  return (
    <div className={styles.filters}>
      <div className={styles.filter}>
        <label htmlFor={storeFieldId}>{t('staff.queue.store')}</label>
        <select
          id={storeFieldId}
          className={styles.control}
          value={storeId ?? ''}
          onChange={(event) => onStoreChange(event.target.value)}
        >
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={dateFieldId}>{t('staff.queue.day')}</label>
        <input
          id={dateFieldId}
          type="date"
          className={styles.control}
          value={date}
          required
          onChange={(event) => {
            // Clearing the field leaves the day as it was: the queue always shows one day.
            if (event.target.value) onDateChange(event.target.value);
          }}
        />
      </div>
    </div>
  );
}
