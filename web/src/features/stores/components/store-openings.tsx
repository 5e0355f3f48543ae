import type { Store } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { formatOpeningDate } from '../utils/store-format';
import styles from './store-detail.module.css';

/** Holidays and one-off openings, each with its date, reason and hours. */
export function StoreOpenings({ openings }: { openings: Store['openings'] }) {
  const { t } = useTranslation();
  if (openings.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('storeLocator.detail.openings')}</h3>
      <ul className={styles.openings}>
        {openings.map((opening) => (
          <li key={`${opening.date}-${opening.description}`}>
            <time dateTime={opening.date} className={styles.openingDate}>
              {formatOpeningDate(opening.date)}
            </time>
            <span>{opening.description}</span>
            <span className={styles.openingHours}>{opening.hours}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
