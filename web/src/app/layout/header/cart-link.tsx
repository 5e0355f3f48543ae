import { formatPrice } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeFor } from '@/shared/i18n/languages';
import { useCartStore } from '@/shared/state/cart-store';
import { CartIcon } from './header-icons';
import styles from './header-action.module.css';
import cartStyles from './cart-link.module.css';

/**
 * Spec 2: the cart button with the item count and net total, linking to /cart. It reads
 * 'Carrello' while there is no cart, and '0,00 €' while the cart has no net total.
 */
export function CartLink() {
  const { t, i18n } = useTranslation();
  const cart = useCartStore((state) => state.cart);
  const classes = `${styles.action} ${styles.primary}`;

  if (!cart) {
    return (
      <Link to="/cart" className={classes} data-testid="header-cart">
        <CartIcon className={styles.icon} />
        <span className={styles.text}>{t('header.cart.label')}</span>
      </Link>
    );
  }

  const total = formatPrice(cart.netTotal || 0, localeFor(i18n.resolvedLanguage));
  return (
    <Link
      to="/cart"
      className={classes}
      data-testid="header-cart"
      aria-label={t('headerCart.label', { count: cart.itemsCount, total })}
    >
      <span className={cartStyles.iconBox} aria-hidden="true">
        <CartIcon className={styles.icon} />
        <span className={cartStyles.count} data-testid="header-cart-count">
          {cart.itemsCount}
        </span>
      </span>
      <span className={cartStyles.total} aria-hidden="true" data-testid="header-cart-total">
        {total}
      </span>
    </Link>
  );
}
