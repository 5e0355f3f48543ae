import type { Promotion } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Price } from './price';
import styles from './offer-reference.module.css';

/**
 * Codice del consumo art. 17-bis: beside an offer, the lowest price the store applied in the 30
 * days before it began, and the percentage computed from that price. An exempt offer
 * (perishable, launch, sottocosto) shows only its percentage, from the previous price.
 */
export function OfferReference({
  promotion,
  className,
}: {
  promotion: Promotion | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!promotion) return null;
  const lowest = promotion.lowestPrice30Days ?? null;
  const percent = promotion.discountPercent ?? 0;
  if (lowest === null && percent <= 0) return null;
  return (
    <p
      className={[styles.reference, className].filter(Boolean).join(' ')}
      data-testid="offer-reference"
    >
      {lowest !== null ? (
        <span>
          {t('offerReference.lowest30Days')}: <Price amount={lowest} />
        </span>
      ) : null}
      {percent > 0 ? (
        <span className={styles.percent}>{t('offerReference.discount', { percent })}</span>
      ) : null}
    </p>
  );
}
