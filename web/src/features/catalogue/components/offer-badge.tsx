import type { Promotion } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './product-card.module.css';

/** Flags a product on promotion; an UNKNOWN promotion type gets the generic promo label. */
export function OfferBadge({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const label = promotion.valueType === 'UNKNOWN' ? t('product.promo') : t('product.offer');
  return <span className={styles.badge}>{label}</span>;
}
