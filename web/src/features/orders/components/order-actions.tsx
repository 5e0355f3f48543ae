import { ABORTABLE_ORDER_STATUS, type Cart, type Order } from '@spesa/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { getCurrentCart } from '@/shared/api/get-current-cart';
import { useCartStore } from '@/shared/state/cart-store';
import { Button } from '@/shared/ui/button';
import { CartChangesDialog, type CartChangeLists } from '@/shared/ui/cart-changes-dialog';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { useAbortOrder } from '../api/abort-order';
import { useCopyOrder } from '../api/copy-order';
import { useOpenOrderChange } from '../api/open-order-change';
import styles from './orders.module.css';

function notifyFailure(error: unknown): void {
  // A lost session already logs out and goes home (session guard): no toast on top.
  if (isSessionLostError(error)) return;
  notify.error(isApiError(error) ? error.displayMessage : String(error));
}

/** Spec 4: abort (only TO_BE_PREPARED, after confirmation) and copy into a cart. */
export function OrderActions({ order, extra }: { order: Order; extra?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const abort = useAbortOrder();
  const copy = useCopyOrder();
  const change = useOpenOrderChange();
  const [confirming, setConfirming] = useState(false);
  const [changes, setChanges] = useState<CartChangeLists | null>(null);

  function confirmAbort() {
    abort.mutate(order.id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(t('orders.abort.done'));
      },
      onError: (error) => {
        setConfirming(false);
        notifyFailure(error);
      },
    });
  }

  function copyIntoCart() {
    // The server copies into the open cart of the order's store and mode, opening one only
    // when there is none: the toast says which happened (issue 17.11).
    const current = useCartStore.getState().cart;
    copy.mutate(
      { orderId: order.id, currentId: current?.id },
      {
        onSuccess: ({ result, joined }) => {
          if (result.code === 0) {
            useCartStore.getState().setCart(result.data);
            notify.success(copiedMessage(result.data, joined, current?.id));
            void navigate('/cart');
            return;
          }
          // 4105: the cart exists, but some lines changed; the customer reads them first.
          useCartStore.getState().setCart(result.data.cart);
          setChanges(result.data);
        },
        onError: notifyFailure,
      },
    );
  }

  /** Issue 29: the order's lines become the current cart; the checkout confirms the change. */
  function changeOrder() {
    change.mutate(order.id, {
      onSuccess: async () => {
        try {
          useCartStore.getState().setCart(await getCurrentCart());
        } catch (error) {
          notifyFailure(error);
          return;
        }
        void navigate('/cart');
      },
      onError: notifyFailure,
    });
  }

  function copiedMessage(cart: Cart, joined: boolean, currentId: string | undefined): string {
    if (!joined) return t('orders.copy.done');
    if (cart.id === currentId) return t('orders.copy.merged');
    return t('orders.copy.mergedOther', { store: cart.storeDescription });
  }

  return (
    <div className={styles.actions}>
      {order.changeableUntil ? (
        <Button
          onClick={changeOrder}
          disabled={change.isPending}
          aria-busy={change.isPending || undefined}
        >
          {change.isPending ? t('orders.change.busy') : t('orders.change.button')}
        </Button>
      ) : null}
      {order.status === ABORTABLE_ORDER_STATUS ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('orders.abort.button')}
        </Button>
      ) : null}
      <Button
        onClick={copyIntoCart}
        disabled={copy.isPending}
        aria-busy={copy.isPending || undefined}
      >
        {copy.isPending ? t('orders.copy.busy') : t('orders.copy.button')}
      </Button>
      {extra}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('orders.abort.title')}
        size="sm"
      >
        <p className={styles.dialogText}>{t('orders.abort.text', { code: order.code })}</p>
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={abort.isPending}>
            {t('orders.abort.cancel')}
          </Button>
          <Button
            onClick={confirmAbort}
            disabled={abort.isPending}
            aria-busy={abort.isPending || undefined}
          >
            {abort.isPending ? t('orders.abort.busy') : t('orders.abort.confirm')}
          </Button>
        </div>
      </Modal>
      <CartChangesDialog changes={changes} onContinue={() => void navigate('/cart')} />
    </div>
  );
}
