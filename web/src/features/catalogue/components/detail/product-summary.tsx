import type { Product, ProductInfo } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { OfferReference } from '@/shared/ui/offer-reference';
import { Price } from '@/shared/ui/price';
import { useCartItems } from '@/shared/state/cart-store';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { cartAmountOf } from '../../utils/cart-items';
import { dayMonth } from '../../utils/detail-labels';
import { isDiscounted, unitLabel } from '../../utils/product-pricing';
import { ProductPurchase } from './product-purchase';
import styles from './product-detail.module.css';

export interface ProductSummaryProps {
  product: Product;
  info: ProductInfo | undefined;
}

/** Name, code, prices, promotion and the purchase controls, beside the gallery. */
export function ProductSummary({ product, info }: ProductSummaryProps) {
  const { t } = useTranslation();
  const promotion = product.promotions[0];
  const per = product.um === 'KG' ? 'kg' : undefined;
  const cartItems = useCartItems();

  return (
    <div className={styles.summary}>
      {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
      <h1 className={styles.name}>{product.description}</h1>
      <p className={styles.ean}>{t('productDetail.ean', { code: product.barcode })}</p>
      {product.pricePerUm !== null && product.umPerUm ? (
        <p className={styles.unitPrice}>
          {t('product.unitPrice')}:{' '}
          <Price amount={product.pricePerUm} per={unitLabel(product.umPerUm)} />
        </p>
      ) : null}
      {promotion ? (
        <p className={styles.promotion}>
          <strong>{promotion.description}</strong>{' '}
          {t('productDetail.promotionUntil', { date: dayMonth(promotion.validTo) })}
        </p>
      ) : null}
      <p className={styles.prices}>
        {isDiscounted(product) ? (
          <del className={styles.oldPrice}>
            <VisuallyHidden>{t('product.oldPrice')}: </VisuallyHidden>
            <Price amount={product.price} per={per} />
          </del>
        ) : null}
        <span className={styles.price}>
          <VisuallyHidden>{t('product.price')}: </VisuallyHidden>
          <Price amount={product.netPrice} per={per} data-testid="detail-price" />
        </span>
      </p>
      <OfferReference promotion={promotion} />
      {product.available ? null : <p className={styles.unavailable}>{t('product.unavailable')}</p>}
      <ProductPurchase
        product={product}
        averageWeight={info?.averageWeight ?? null}
        cartAmount={cartAmountOf(product, cartItems)}
      />
    </div>
  );
}
