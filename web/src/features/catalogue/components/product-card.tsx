import type { Product } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/shared/i18n/languages';
import { Price } from '@/shared/ui/price';
import { ProductImage } from '@/shared/ui/product-image';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import {
  cardPrice,
  isDiscounted,
  previousCardPrice,
  stepQuantity,
  unitLabel,
} from '../utils/product-pricing';
import { OfferBadge } from './offer-badge';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
}

export function ProductCard({ product }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const promotion = product.promotions[0];
  const weighed = product.um === 'KG';

  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="product-card">
      <div className={styles.media}>
        <ProductImage src={product.imageUrl} alt={product.description} />
        {promotion ? <OfferBadge promotion={promotion} /> : null}
      </div>
      <div className={styles.body}>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <h3 id={headingId} className={styles.title}>
          {product.description}
        </h3>
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
          {weighed ? (
            <span className={styles.step}>
              {t('product.perQuantity', {
                quantity: stepQuantity(product.umStep, localeFor(i18n.resolvedLanguage)),
              })}
            </span>
          ) : null}
        </p>
        {product.available ? null : (
          <p className={styles.unavailable}>{t('product.unavailable')}</p>
        )}
      </div>
    </article>
  );
}
