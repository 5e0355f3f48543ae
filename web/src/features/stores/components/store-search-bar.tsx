import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PositionStatus, StoreOrder } from '../hooks/use-store-sort';
import styles from './store-search-bar.module.css';

export interface StoreSearchBarProps {
  search: string;
  onSearchChange: (value: string) => void;
  order: StoreOrder;
  status: PositionStatus;
  onSortByName: () => void;
  onSortByDistance: () => void;
}

/** The search box and the name/distance choice, with a note when the position is refused. */
export function StoreSearchBar(props: StoreSearchBarProps) {
  const { search, onSearchChange, order, status, onSortByName, onSortByDistance } = props;
  const { t } = useTranslation();
  const searchId = useId();
  const sortName = useId();
  return (
    <div className={styles.bar}>
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.label}>
          {t('storeLocator.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={search}
          placeholder={t('storeLocator.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <fieldset className={styles.sort}>
        <legend className={styles.label}>{t('storeLocator.sortLabel')}</legend>
        <div className={styles.options}>
          <label className={styles.option}>
            <input
              type="radio"
              name={sortName}
              checked={order === 'name'}
              onChange={onSortByName}
            />
            <span>{t('storeLocator.sortName')}</span>
          </label>
          <label className={styles.option}>
            <input
              type="radio"
              name={sortName}
              checked={order === 'distance'}
              onChange={onSortByDistance}
            />
            <span>{t('storeLocator.sortDistance')}</span>
          </label>
        </div>
      </fieldset>
      <p className={styles.note} role="status">
        {status === 'locating' ? t('storeLocator.locating') : null}
        {status === 'denied' ? t('storeLocator.positionDenied') : null}
      </p>
    </div>
  );
}
