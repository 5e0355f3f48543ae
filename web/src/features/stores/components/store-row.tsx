import type { Store } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/shared/i18n/languages';
import { Chevron } from '@/shared/ui/chevron';
import { addressLine, formatDistance } from '../utils/store-format';
import { StoreDetail } from './store-detail';
import styles from './store-list.module.css';

function StoreSummary({ store }: { store: Store }) {
  const { t, i18n } = useTranslation();
  const locale = localeFor(i18n.resolvedLanguage ?? i18n.language);
  return (
    <>
      <span className={styles.name}>{store.name}</span>
      <span className={styles.address}>{addressLine(store)}</span>
      {store.distance !== null ? (
        <span className={styles.distance}>
          <span className="visually-hidden">{t('storeLocator.sortDistance')}: </span>
          {t('storeLocator.distance', { distance: formatDistance(store.distance, locale) })}
        </span>
      ) : null}
    </>
  );
}

export interface StoreRowProps {
  store: Store;
  selected: boolean;
  onSelect: () => void;
}

/** Desktop: a button that shows the store in the detail column next to the list. */
export function StoreRow({
  store,
  selected,
  onSelect,
  detailId,
}: StoreRowProps & { detailId: string }) {
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        aria-current={selected ? 'true' : undefined}
        aria-controls={detailId}
        onClick={onSelect}
        data-testid="store-row"
      >
        <StoreSummary store={store} />
      </button>
    </li>
  );
}

/** Mobile: an accordion section whose panel holds the whole detail. */
export function StoreAccordionRow({ store, selected, onSelect }: StoreRowProps) {
  const buttonId = useId();
  const panelId = useId();
  return (
    <li className={styles.accordionItem}>
      <h2 className={styles.accordionHeading}>
        <button
          type="button"
          id={buttonId}
          className={styles.row}
          aria-expanded={selected}
          aria-controls={selected ? panelId : undefined}
          onClick={onSelect}
          data-testid="store-row"
        >
          <StoreSummary store={store} />
          <Chevron />
        </button>
      </h2>
      {selected ? (
        <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel}>
          <StoreDetail store={store} showName={false} />
        </div>
      ) : null}
    </li>
  );
}
