import { useId, type ReactNode } from 'react';
import styles from './option-card.module.css';

export interface RadioCardListProps<T> {
  items: T[];
  keyOf: (item: T) => string;
  title: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
  value: string | undefined;
  onChange: (item: T) => void;
}

/** One choice among a few, as radio cards with a title and a detail line (stores, addresses). */
export function RadioCardList<T>({
  items,
  keyOf,
  title,
  detail,
  value,
  onChange,
}: RadioCardListProps<T>) {
  const name = useId();
  return (
    <ul className={styles.options} role="list">
      {items.map((item) => {
        const key = keyOf(item);
        return (
          <li key={key}>
            <label className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={key}
                checked={value === key}
                onChange={() => onChange(item)}
                aria-labelledby={`${name}-${key}`}
                aria-describedby={`${name}-${key}-detail`}
              />
              <span className={styles.text}>
                <span className={styles.name} id={`${name}-${key}`}>
                  {title(item)}
                </span>
                <span className={styles.detail} id={`${name}-${key}-detail`}>
                  {detail(item)}
                </span>
              </span>
              <span className={styles.check} aria-hidden="true" />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
