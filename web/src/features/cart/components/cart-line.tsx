import type { Cart, CartItem } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferReference } from '@/shared/ui/offer-reference';
import { Price } from '@/shared/ui/price';
import { ProductImage } from '@/shared/ui/product-image';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useCartLine } from '../hooks/use-cart-line';
import { LineSubstitution } from './line-substitution';
import styles from './cart-line.module.css';
import { RemoveButton } from '@/shared/ui/remove-button';
import { UnitPrice } from '@/shared/ui/unit-price';

export interface CartLineProps {
  cart: Cart;
  item: CartItem;
}

/**
 * One line: image, description, unit price, quantity, line total and removal. A line the
 * store no longer sells (status danger) is struck through, reads 'Non disponibile' and can
 * only be removed (spec 2, cart page).
 */
export function CartLine({ cart, item }: CartLineProps) {
  const { t } = useTranslation();
  const line = useCartLine(cart, item);
  const unavailable = item.status === 'danger';
  const per = item.um === 'KG' ? 'kg' : undefined;
  const name = (
    <Link to={`/product/${item.barcode}`} className={styles.name}>
      {item.description}
    </Link>
  );

  return (
    <li
      className={styles.line}
      data-status={item.status}
      data-waiting={line.waiting || undefined}
      data-testid="cart-line"
    >
      <ProductImage
        src={item.imageUrl}
        alt={item.description}
        className={styles.image}
        sizes="4.5rem"
      />
      <div className={styles.info}>
        {unavailable ? <del className={styles.struck}>{name}</del> : name}
        <p className={styles.unit}>
          <VisuallyHidden>{t('cartPage.line.unitPrice')}: </VisuallyHidden>
          {item.price !== item.netPrice ? (
            <del className={styles.oldPrice}>
              <VisuallyHidden>{t('cartPage.line.oldPrice')}: </VisuallyHidden>
              <Price amount={item.price} per={per} />
            </del>
          ) : null}
          <Price amount={item.netPrice} per={per} />
          {/* A weighed line's price is already per kilogram. */}
          {item.um === 'KG' ? null : <UnitPrice amount={item.pricePerUm} umPerUm={item.umPerUm} />}
        </p>
        {unavailable ? null : <OfferReference promotion={item.promotions[0]} />}
        {unavailable ? (
          <p className={styles.unavailable}>{t('cartPage.line.unavailable')}</p>
        ) : (
          <LineSubstitution cart={cart} item={item} />
        )}
      </div>
      <div className={styles.quantity}>
        {unavailable ? null : (
          <QuantityStepper
            rule={item}
            value={line.amount}
            onChange={(amount) => void line.changeAmount(amount)}
            label={t('cartPage.line.quantityOf', { description: item.description })}
            busy={line.busy}
            waiting={line.waiting}
            size="sm"
          />
        )}
      </div>
      <p className={styles.total}>
        <VisuallyHidden>{t('cartPage.line.rowTotal')}: </VisuallyHidden>
        {unavailable ? (
          <del>
            <Price amount={item.rowNetPrice} />
          </del>
        ) : (
          <Price amount={item.rowNetPrice} data-testid="row-total" />
        )}
      </p>
      <RemoveButton
        className={styles.remove}
        label={t('cartPage.line.removeLabel', { description: item.description })}
        busy={line.busy}
        onClick={line.remove}
      />
    </li>
  );
}
