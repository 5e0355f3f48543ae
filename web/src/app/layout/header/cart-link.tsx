import { formatPrice } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeFor } from '@/shared/i18n/languages';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
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
  // The name comes from the content: words for screen readers around the visible count and
  // total, so that it contains what is shown (WCAG 2.5.3): 'Carrello: 3 prodotti, 9,97 €'.
  return (
    <Link to="/cart" className={classes} data-testid="header-cart">
      <span className={cartStyles.iconBox}>
        <CartIcon className={styles.icon} />
        <VisuallyHidden>{t('headerCart.name')}</VisuallyHidden>{' '}
        <span className={cartStyles.count} data-testid="header-cart-count">
          {cart.itemsCount}
        </span>
      </span>{' '}
      <VisuallyHidden>{t('headerCart.items', { count: cart.itemsCount })}</VisuallyHidden>{' '}
      <span className={cartStyles.total} data-testid="header-cart-total">
        {total}
      </span>
    </Link>
  );
}
