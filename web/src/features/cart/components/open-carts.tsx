import type { Cart } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Price } from '@/shared/ui/price';
import styles from './open-carts.module.css';

export interface OpenCartsProps {
  carts: Cart[];
  currentId: string | undefined;
  /** The cart being made current, while that is on its way. */
  choosingId: string | undefined;
  onChoose: (cart: Cart) => void;
}

/** The customer's open carts, one per store and mode; any of them can become the current one. */
export function OpenCarts({ carts, currentId, choosingId, onChoose }: OpenCartsProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} role="list">
      {carts.map((cart) => {
        const current = cart.id === currentId;
        return (
          <li key={cart.id} className={styles.card} data-current={current} data-testid="open-cart">
            <div className={styles.info}>
              <h2 className={styles.store}>{cart.storeDescription}</h2>
              <p className={styles.mode}>
                {t(`cart.modes.${cart.deliveryMode}`)}
                {cart.delivery.addressDescription ? ` · ${cart.delivery.addressDescription}` : ''}
              </p>
              <p className={styles.meta}>
                {t('cartPage.items', { count: cart.itemsCount })} · <Price amount={cart.netTotal} />
              </p>
            </div>
            {current ? (
              <div className={styles.actions}>
                <span className={styles.badge}>{t('carts.current')}</span>
                <Link to="/cart">{t('carts.open')}</Link>
              </div>
            ) : (
              <Button
                variant="secondary"
                aria-label={t('carts.chooseLabel', { store: cart.storeDescription })}
                disabled={choosingId !== undefined}
                aria-busy={choosingId === cart.id || undefined}
                onClick={() => onChoose(cart)}
              >
                {t('carts.choose')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
