import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon } from './header-icons';
import styles from './header-action.module.css';

/**
 * Spec 2: the cart button reads 'Carrello' while there is no cart. Carts arrive with the
 * ordering release; until then there is never one, so the label is all it shows.
 */
export function CartLink() {
  const { t } = useTranslation();
  return (
    <Link to="/cart" className={`${styles.action} ${styles.primary}`} data-testid="header-cart">
      <CartIcon className={styles.icon} />
      <span className={styles.text}>{t('header.cart.label')}</span>
    </Link>
  );
}
