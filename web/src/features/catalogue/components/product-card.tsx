import type { Product } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import { formatAmount } from '@/shared/i18n/languages';
import { ProductImage } from '@/shared/ui/product-image';
import { useBuyAction } from '../hooks/use-buy-action';
import { useCartItems } from '@/shared/state/cart-store';
import { cartAmountOf } from '../utils/cart-items';
import type { ProductLinkState } from '../utils/navigation-state';
import { productPath } from '../utils/product-path';
import { trackProductClick } from '@/shared/analytics/ecommerce';
import { BuyButton } from './buy-button';
import { CardStepper } from './card-stepper';
import { CardPrices } from './card-prices';
import { OfferBadge } from './offer-badge';
import { SmartListButton } from './smart-list-button';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
  /** Sent to the detail page so its back button returns to this listing. */
  linkState?: ProductLinkState;
  /** Names the list in the analytics click event. */
  listName?: string;
  /** One of the first cards on screen: its photo is fetched first (see ProductImage). */
  priority?: boolean;
  /**
   * 'Compra di nuovo' (issue 30): one tap adds this quantity (the last one ordered), a weighed
   * product too, instead of one piece or the detail page.
   */
  repeatAmount?: number;
}

export function ProductCard({
  product,
  linkState,
  listName = 'catalogue',
  priority = false,
  repeatAmount,
}: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { features } = useWebConfiguration();
  const { buyFromCard, buyAmount } = useBuyAction(linkState);
  const promotion = product.promotions[0];
  const amount = cartAmountOf(product, useCartItems());
  const inCart = amount !== undefined;
  const path = productPath(product);
  const onOpen = () => trackProductClick(product, listName);
  const repeatLabel =
    repeatAmount === undefined
      ? undefined
      : t('buyButton.again', {
          amount: formatAmount(repeatAmount, i18n.language),
          unit: t(`cart.units.${product.um}`, { count: repeatAmount }),
        });
  const onBuy = () => {
    if (repeatAmount !== undefined && !inCart) void buyAmount(product, repeatAmount);
    else buyFromCard(product, inCart);
  };

  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="product-card">
      <div className={styles.media}>
        <ProductImage src={product.imageUrl} alt={product.description} priority={priority} />
        {promotion ? <OfferBadge promotion={promotion} /> : null}
      </div>
      <div className={styles.body}>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        {/* The title link stretches over the whole card, so the image opens the detail too. */}
        <h3 id={headingId} className={styles.title}>
          <Link to={path} state={linkState} onClick={onOpen} className={styles.link}>
            {product.description}
          </Link>
        </h3>
        <CardPrices product={product} />
        {product.available ? null : (
          <p className={styles.unavailable}>{t('product.unavailable')}</p>
        )}
        <div className={styles.actions}>
          {inCart && product.available ? (
            <CardStepper
              product={product}
              amount={amount}
              onChange={(next) => buyAmount(product, next)}
            />
          ) : (
            <BuyButton
              inCart={inCart}
              productName={product.description}
              disabled={!product.available}
              buyLabel={repeatLabel}
              onClick={onBuy}
            />
          )}
          {features.smartLists ? (
            <SmartListButton barcode={product.barcode} productName={product.description} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
