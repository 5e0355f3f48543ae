import type { Store } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './store-select.module.css';

export interface StoreSelectProps {
  stores: Store[];
  value: number | undefined;
  onChange: (store: Store) => void;
}

/** A native select: keyboard, screen-reader and mobile pickers all work for free. */
export function StoreSelect({ stores, value, onChange }: StoreSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('stores.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => {
          const store = stores.find((s) => String(s.id) === event.target.value);
          if (store) onChange(store);
        }}
      >
        {stores.map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </select>
    </div>
  );
}
