import type { Store } from '@spesa/contracts';
import { useId } from 'react';
import styles from './option-card.module.css';

export interface StoreOptionsProps {
  stores: Store[];
  value: number | undefined;
  onChange: (store: Store) => void;
}

/** The stores serving the chosen mode and place, as radio cards with their address. */
export function StoreOptions({ stores, value, onChange }: StoreOptionsProps) {
  const name = useId();
  return (
    <ul className={styles.options} role="list">
      {stores.map((store) => (
        <li key={store.id}>
          <label className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={store.id}
              checked={value === store.id}
              onChange={() => onChange(store)}
              aria-labelledby={`${name}-${store.id}`}
              aria-describedby={`${name}-${store.id}-address`}
            />
            <span className={styles.text}>
              <span className={styles.name} id={`${name}-${store.id}`}>
                {store.name}
              </span>
              <span className={styles.detail} id={`${name}-${store.id}-address`}>
                {store.address.address}, {store.address.zip} {store.address.city} (
                {store.address.county})
              </span>
            </span>
            <span className={styles.check} aria-hidden="true" />
          </label>
        </li>
      ))}
    </ul>
  );
}
