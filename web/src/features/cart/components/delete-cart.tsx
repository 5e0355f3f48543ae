import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '@/shared/state/cart-store';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { useAbortCart } from '../api/abort-cart';
import { cartErrorText, needsOwnToast } from '../utils/cart-messages';
import styles from './cart-summary.module.css';

export interface DeleteCartProps {
  cartId: string;
  onDeleted: () => void;
}

/**
 * Spec 4, cart removal: deleting the whole cart asks first; then the cart and its slot are
 * cleared and the caller loads whatever cart is current next.
 */
export function DeleteCart({ cartId, onDeleted }: DeleteCartProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const abort = useAbortCart();

  function confirm() {
    abort.mutate(cartId, {
      onSuccess: () => {
        setOpen(false);
        useCartStore.getState().clearCart();
        notify.success(t('cart.toast.deleted'));
        onDeleted();
      },
      onError: (error) => {
        if (needsOwnToast(error)) notify.error(cartErrorText(t, error));
      },
    });
  }

  return (
    <>
      <Button variant="ghost" className={styles.delete} onClick={() => setOpen(true)}>
        {t('cartPage.delete.button')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('cartPage.delete.title')}
        size="sm"
      >
        <p className={styles.dialogText}>{t('cartPage.delete.text')}</p>
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={abort.isPending}>
            {t('cartPage.delete.cancel')}
          </Button>
          <Button
            onClick={confirm}
            disabled={abort.isPending}
            aria-busy={abort.isPending || undefined}
          >
            {abort.isPending ? t('cartPage.delete.busy') : t('cartPage.delete.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
