import type { Cart } from '@spesa/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isCartGoneError } from '@/shared/api/cart-gone-guard';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { CartChangesDialog } from '@/shared/ui/cart-changes-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { useReviewCart } from '../api/review-cart';
import { useThresholdFee } from '../api/get-threshold-fee';
import { useCartCheck } from '../hooks/use-cart-check';
import { CartHeading } from './cart-heading';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import styles from './cart-page.module.css';

export interface CartPageProps {
  cart: Cart;
  /** After the whole cart is deleted: the caller loads the next current cart. */
  onDeleted: () => void;
}

/**
 * Spec 2, cart page: the current cart, refreshed and freeze-checked on load (prices and
 * availability may have changed since it was stored), its lines, totals and the way on to the
 * slot choice.
 */
export function CartPage({ cart, onDeleted }: CartPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const linesId = useId();
  const loggedIn = useUserStore((state) => state.user !== null);
  const { features } = useWebConfiguration();
  const review = useReviewCart(loggedIn ? cart.id : undefined);
  const fee = useThresholdFee(cart.storeId, cart.deliveryMode);
  const threshold = fee.data?.configurations[0]?.threshold ?? null;
  const check = useCartCheck(cart, loggedIn);

  useEffect(() => {
    if (review.data) useCartStore.getState().setCart(review.data);
  }, [review.data]);
  useEffect(() => {
    // The cart is gone (ordered or deleted elsewhere): forget it. Other failures are only
    // logged (spec 8) and the stored cart stays on screen.
    if (isCartGoneError(review.error)) useCartStore.getState().clearCart();
  }, [review.error]);

  return (
    <div className={styles.page}>
      <CartHeading cart={cart} titleId={titleId} showCarts={features.cartLists} />
      {cart.items.length === 0 ? (
        <EmptyState
          title={t('cartPage.empty')}
          description={t('cartPage.emptyText')}
          action={
            <Link to="/home" className={styles.shopLink}>
              {t('cartPage.startShopping')}
            </Link>
          }
        />
      ) : (
        <div className={styles.layout}>
          <section className={styles.lines} aria-labelledby={linesId}>
            <h2 id={linesId} className={styles.linesTitle}>
              {t('cartPage.linesTitle')}
            </h2>
            <ul className={styles.list} role="list">
              {cart.items.map((item) => (
                <CartLine key={item.id} cart={cart} item={item} />
              ))}
            </ul>
          </section>
          <CartSummary
            cart={cart}
            threshold={threshold}
            loggedIn={loggedIn}
            onLogin={() => useUserStore.getState().setShowLogin(true)}
            onDeleted={onDeleted}
            onProceed={check.proceed}
            proceeding={check.checking}
          />
        </div>
      )}
      <CartChangesDialog changes={check.changes} onContinue={check.closeChanges} />
    </div>
  );
}
