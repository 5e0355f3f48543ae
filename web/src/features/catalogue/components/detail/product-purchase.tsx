import {
  approximatePieces,
  approximateWeight,
  minimumOf,
  roundEuro,
  type Product,
} from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import { localeFor } from '@/shared/i18n/languages';
import { Price } from '@/shared/ui/price';
import { useBuyAction } from '../../hooks/use-buy-action';
import { addButtonState } from '../../utils/detail-labels';
import { FavoriteButton } from '../favorite-button';
import { SmartListButton } from '../smart-list-button';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import styles from './product-detail.module.css';

export interface ProductPurchaseProps {
  product: Product;
  /** Average weight of one piece in grams, for weighed products sold by the piece. */
  averageWeight: number | null;
  /** The amount already in the cart, when the product is there. */
  cartAmount?: number;
}

/** Quantity, total, approximate weight and the add button of the detail page. */
export function ProductPurchase({ product, averageWeight, cartAmount }: ProductPurchaseProps) {
  const { t, i18n } = useTranslation();
  const { features } = useWebConfiguration();
  const { buyAmount } = useBuyAction();
  const initial = cartAmount ?? minimumOf(product);
  const [quantity, setQuantity] = useState(initial);
  const [busy, setBusy] = useState(false);
  // When the cart's quantity changes (an update, or the cart arriving) the stepper follows it.
  const [shownCartAmount, setShownCartAmount] = useState(cartAmount);
  if (shownCartAmount !== cartAmount) {
    setShownCartAmount(cartAmount);
    setQuantity(initial);
  }
  const state = addButtonState(cartAmount !== undefined, quantity !== initial);
  const locale = localeFor(i18n.resolvedLanguage);

  return (
    <div className={styles.purchase}>
      <QuantityStepper rule={product} value={quantity} onChange={setQuantity} />
      <p className={styles.total}>
        <span>{t('productDetail.total')}</span>
        <Price amount={roundEuro(product.netPrice * quantity)} data-testid="product-total" />
      </p>
      {averageWeight ? (
        <p className={styles.approx} data-testid="approximate-weight">
          {product.purchaseUm === 'KG'
            ? // Sold by weight: the stepper shows the weight; this says how many pieces it makes.
              t('productDetail.approximatePieces', {
                count: approximatePieces(averageWeight, quantity),
              })
            : // Sold by the piece: spec 9's piece weight, rounded up to 10 g, times the amount.
              t('productDetail.approximately', {
                weight: approximateWeight(averageWeight, quantity, locale),
              })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.add}
          data-state={state}
          disabled={!product.available || state === 'inCart'}
          aria-busy={busy || undefined}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            void buyAmount(product, quantity).finally(() => setBusy(false));
          }}
        >
          {t(`productDetail.addButton.${state}`)}
        </button>
        {features.smartLists ? (
          <>
            <SmartListButton barcode={product.barcode} productName={product.description} />
            <FavoriteButton barcode={product.barcode} productName={product.description} />
          </>
        ) : null}
      </div>
    </div>
  );
}
