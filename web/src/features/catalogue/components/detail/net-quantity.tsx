import type { Product, ProductInfo } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Price } from '@/shared/ui/price';
import { unitLabel } from '../../utils/product-pricing';
import styles from './product-info.module.css';

type Quantity = NonNullable<ProductInfo['netQuantity']>;

function useQuantityText(quantity: Quantity): string {
  const { t, i18n } = useTranslation();
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(value);
  if (quantity.unit === 'PZ') return t('productDetail.netPieces', { count: quantity.value });
  const big = quantity.value >= 1000;
  if (quantity.unit === 'G')
    return big ? `${number(quantity.value / 1000)} kg` : `${quantity.value} g`;
  return big ? `${number(quantity.value / 1000)} l` : `${quantity.value} ml`;
}

function Stated({ quantity }: { quantity: Quantity }) {
  return <>{useQuantityText(quantity)}</>;
}

/** The net quantity (art. 23) and, beside it, the price per kilogram or litre. */
export function NetQuantity({
  quantity,
  product,
}: {
  quantity: Quantity | null;
  product: Product | undefined;
}) {
  const { t } = useTranslation();
  if (!quantity && product?.um === 'KG') return <p>{t('productDetail.soldByWeight')}</p>;
  if (!quantity) return <p className={styles.missing}>{t('productDetail.notAvailable')}</p>;
  return (
    <p>
      <Stated quantity={quantity} />
      {product?.pricePerUm != null && product.umPerUm ? (
        <>
          {' · '}
          {t('product.unitPrice')}:{' '}
          <Price amount={product.pricePerUm} per={unitLabel(product.umPerUm)} />
        </>
      ) : null}
    </p>
  );
}
