import type { Cart } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { CartTotals } from './cart-totals';
import { DeleteCart } from './delete-cart';
import { FeeFreeHint } from './fee-free-hint';
import { SlotHoldPanel } from './slot-hold-panel';
import styles from './cart-summary.module.css';

export interface CartSummaryProps {
  cart: Cart;
  /** The fee-free threshold of the cart's store and mode; null when there is none. */
  threshold: number | null;
  loggedIn: boolean;
  onLogin: () => void;
  /** After the whole cart is deleted: the next current cart is loaded. */
  onDeleted: () => void;
  /** On to the slot choice, once the freeze check passes. */
  onProceed: () => void;
  proceeding: boolean;
}

/** Spec 5: below the store's minimum order the booking is refused. */
export function belowMinimum(cart: Cart): boolean {
  return cart.minNetTotal > 0 && cart.netTotal < cart.minNetTotal;
}

/** Totals, hints and what comes next: the slot choice, or an access button for a guest. */
export function CartSummary(props: CartSummaryProps) {
  const { cart, threshold, loggedIn, onLogin, onDeleted, onProceed, proceeding } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const minimumId = useId();
  const short = belowMinimum(cart);
  const blocked = cart.itemsCount === 0 || short;

  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('cartPage.summary.title')}
      </h2>
      <CartTotals cart={cart} />
      <FeeFreeHint threshold={threshold} netTotal={cart.netTotal} mode={cart.deliveryMode} />
      {short ? (
        <p id={minimumId} className={styles.minimum} role="note">
          {t('cartPage.minimum', { min: cart.minNetTotal.toFixed(2).replace('.', ',') })}
        </p>
      ) : null}
      {!loggedIn ? (
        <div className={styles.guest}>
          <p>{t('cartPage.guest')}</p>
          <Button className={styles.next} onClick={onLogin}>
            {t('cartPage.login')}
          </Button>
        </div>
      ) : (
        <SlotHoldPanel cartId={cart.id} />
      )}
      {!loggedIn ? null : (
        <Button
          className={styles.next}
          disabled={blocked}
          aria-describedby={short ? minimumId : undefined}
          aria-busy={proceeding || undefined}
          onClick={onProceed}
        >
          {t('cartPage.chooseSlot')}
        </Button>
      )}
      {loggedIn ? <DeleteCart cartId={cart.id} onDeleted={onDeleted} /> : null}
    </section>
  );
}
