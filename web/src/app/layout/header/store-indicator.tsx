import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { PinIcon } from './header-icons';
import styles from './store-indicator.module.css';

/** The current store with a 'Modifica' link back to the landing page (spec 2, header). */
export function StoreIndicator() {
  const { t } = useTranslation();
  const store = useUserStore((state) => state.defaultStore);
  // With a cart the store is the cart's: changing it means changing the cart (spec 2).
  const changePath = useCartStore((state) => (state.cart ? '/cart/update' : '/'));
  return (
    <div className={styles.indicator} data-testid="header-store">
      <PinIcon className={styles.icon} />
      {store ? (
        <>
          <span className={styles.text}>
            <span className={styles.label}>{t('header.store.label')}</span>{' '}
            <strong className={styles.name}>{store.name}</strong>
          </span>
          <Link
            to={changePath}
            className={styles.change}
            aria-label={t('header.store.changeLabel')}
          >
            {t('header.store.change')}
          </Link>
        </>
      ) : (
        <Link to="/" className={styles.change}>
          {t('header.store.choose')}
        </Link>
      )}
    </div>
  );
}
