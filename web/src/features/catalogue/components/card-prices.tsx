import type { Product } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/shared/i18n/languages';
import { OfferReference } from '@/shared/ui/offer-reference';
import { Price } from '@/shared/ui/price';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import {
  cardPrice,
  isDiscounted,
  previousCardPrice,
  stepQuantity,
  unitLabel,
} from '../utils/product-pricing';
import styles from './product-card.module.css';

/** The unit price line, the struck-through old price when discounted and the step price. */
export function CardPrices({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {product.pricePerUm !== null && product.umPerUm ? (
        <p className={styles.unitPrice}>
          <VisuallyHidden>{t('product.unitPrice')}: </VisuallyHidden>
          <Price amount={product.pricePerUm} per={unitLabel(product.umPerUm)} />
        </p>
      ) : null}
      <p className={styles.prices}>
        {isDiscounted(product) ? (
          <del className={styles.oldPrice}>
            <VisuallyHidden>{t('product.oldPrice')}: </VisuallyHidden>
            <Price amount={previousCardPrice(product)} />
          </del>
        ) : null}
        <span className={styles.price}>
          <VisuallyHidden>{t('product.price')}: </VisuallyHidden>
          <Price amount={cardPrice(product)} data-testid="product-price" />
        </span>
        {product.um === 'KG' ? (
          <span className={styles.step}>
            {t('product.perQuantity', {
              quantity: stepQuantity(product.umStep, localeFor(i18n.resolvedLanguage)),
            })}
          </span>
        ) : null}
      </p>
      <OfferReference promotion={product.promotions[0]} />
    </>
  );
}
