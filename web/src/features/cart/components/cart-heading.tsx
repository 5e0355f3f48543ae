import type { Cart } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './cart-page.module.css';

export interface CartHeadingProps {
  cart: Cart;
  titleId: string;
  /** The list of open carts is an optional feature (spec 1). */
  showCarts: boolean;
}

/** Title, store, service and address of the cart, with the links to change them. */
export function CartHeading({ cart, titleId, showCarts }: CartHeadingProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.heading}>
      <div>
        <h1 id={titleId} className={styles.title}>
          {t('cartPage.title')}
        </h1>
        <p className={styles.count}>{t('cartPage.items', { count: cart.itemsCount })}</p>
        <nav className={styles.links} aria-label={t('cartPage.title')}>
          <Link to="/cart/update" aria-label={t('cartPage.changeLabel')}>
            {t('cartPage.change')}
          </Link>
          {showCarts ? <Link to="/carts">{t('cartPage.otherCarts')}</Link> : null}
        </nav>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('cartPage.store')}</dt>
          <dd>{cart.storeDescription}</dd>
        </div>
        <div>
          <dt>{t('cartPage.mode')}</dt>
          <dd>{t(`cart.modes.${cart.deliveryMode}`)}</dd>
        </div>
        {cart.delivery.addressDescription ? (
          <div>
            <dt>{t('cartPage.address')}</dt>
            <dd>{cart.delivery.addressDescription}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
