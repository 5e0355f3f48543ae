import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandCounts } from '../../api/get-brand-counts';
import type { ProductFilters } from '../../api/get-products';
import {
  choiceToOrder,
  ORDER_CHOICES,
  orderChoice,
  type ListingOrder as Order,
} from '../../utils/listing-order';
import styles from './listing-order.module.css';

export interface ListingOrderProps {
  storeId: string | undefined;
  /** The listing's filters: the brand select offers the brands of its matches. */
  filters: ProductFilters;
  value: Order;
  onChange: (order: Order) => void;
  /** A search's default order is relevance, a shelf's is the shelf's. */
  searching?: boolean;
}

/** Issue 27.12: 'Ordina per' and 'Marca', both kept in the URL by the page. */
export function ListingOrder({ storeId, filters, value, onChange, searching }: ListingOrderProps) {
  const { t } = useTranslation();
  const sortId = useId();
  const brandId = useId();
  const brands = useBrandCounts(storeId, filters);
  const offered = brands.data ?? [];
  // A brand from the URL stays choosable even when its count is not loaded (or is 0).
  const chosenMissing = value.brand && !offered.some((b) => b.brand === value.brand);

  return (
    <div className={styles.order}>
      <div className={styles.field}>
        <label htmlFor={sortId} className={styles.label}>
          {t('catalogueListing.sortLabel')}
        </label>
        <select
          id={sortId}
          className={styles.select}
          value={orderChoice(value)}
          onChange={(event) => onChange({ ...value, ...choiceToOrder(event.target.value) })}
        >
          <option value="">
            {t(searching ? 'catalogueListing.sort.searchDefault' : 'catalogueListing.sort.default')}
          </option>
          {ORDER_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`catalogueListing.sort.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={brandId} className={styles.label}>
          {t('catalogueListing.brandLabel')}
        </label>
        <select
          id={brandId}
          className={styles.select}
          value={value.brand ?? ''}
          onChange={(event) => onChange({ ...value, brand: event.target.value || undefined })}
        >
          <option value="">{t('catalogueListing.allBrands')}</option>
          {chosenMissing ? <option value={value.brand}>{value.brand}</option> : null}
          {offered.map(({ brand, count }) => (
            <option key={brand} value={brand}>
              {t('catalogueListing.brandOption', { brand, count })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
