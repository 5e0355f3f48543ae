import type { SmartList, SmartListToCartResult } from '@spesa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { useCartStore } from '@/shared/state/cart-store';
import { Button } from '@/shared/ui/button';
import { notify } from '@/shared/ui/notify';
import { usePutListInCart } from '../api/put-list-in-cart';
import { CartReport } from './cart-report';
import styles from './smart-lists.module.css';

/**
 * 'Add the whole list to the cart' for the current cart's store, then what went in and what
 * did not (not sold there, unavailable, free text...). Without a cart the shopper opens one.
 */
export function ListToCart({ list }: { list: SmartList }) {
  const { t } = useTranslation();
  const headingId = useId();
  const cart = useCartStore((state) => state.cart);
  const put = usePutListInCart();
  const [report, setReport] = useState<SmartListToCartResult | null>(null);

  function putAll() {
    if (!cart || put.isPending) return;
    setReport(null);
    put.mutate(
      { id: list.id, cartId: cart.id },
      {
        onSuccess: (result) => {
          useCartStore.getState().setCart(result.cart);
          setReport(result);
        },
        onError: (error) => {
          if (!isSessionLostError(error))
            notify.error(isApiError(error) ? error.message : String(error));
        },
      },
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('smartLists.cart.title')}
      </h2>
      {cart ? (
        <>
          <p className={styles.muted}>
            {t('smartLists.cart.intro', { store: cart.storeDescription })}
          </p>
          <Button
            onClick={putAll}
            disabled={put.isPending || list.items.length === 0}
            aria-busy={put.isPending || undefined}
          >
            {put.isPending ? t('smartLists.cart.busy') : t('smartLists.cart.button')}
          </Button>
          {report ? <CartReport result={report} /> : null}
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('smartLists.cart.noCart')}</p>
          <Link to="/cart/create" className={styles.headLink}>
            {t('smartLists.cart.openCart')}
          </Link>
        </>
      )}
    </section>
  );
}
