import { useTranslation } from 'react-i18next';
import { pagerWindow } from '../utils/pager-window';
import styles from './store-pager.module.css';

export interface StorePagerProps {
  /** From 0, like the API. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, the page window with gaps (spec 2), next; hidden when one page holds it all. */
export function StorePager({ page, totalPages, onChange }: StorePagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const isFirst = page <= 0;
  const isLast = page >= totalPages - 1;
  return (
    <nav className={styles.pager} aria-label={t('storeLocator.pager.label')}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={isFirst}
            onClick={() => onChange(page - 1)}
            aria-label={t('storeLocator.pager.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pagerWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('storeLocator.pager.page', { page: item + 1 })}
                onClick={() => onChange(item)}
              >
                {item + 1}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={isLast}
            onClick={() => onChange(page + 1)}
            aria-label={t('storeLocator.pager.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
