import type { Order, OrderToCartResult } from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, isSessionLostError } from '@/shared/api/api-error';
import { useCartStore } from '@/shared/state/cart-store';
import { Button } from '@/shared/ui/button';
import { CartAdditionsReport } from '@/shared/ui/cart-additions-report';
import { notify } from '@/shared/ui/notify';
import { useAddOrderToCart } from '../api/add-order-to-cart';

/**
 * 'Aggiungi tutto al carrello' (issue 30): every line of the order into the current cart,
 * whatever its store. Without a cart the shopper goes to /cart, as the listing's buy button
 * sends them, to open one.
 */
export function AddOrderToCart({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddOrderToCart();
  const [result, setResult] = useState<OrderToCartResult | null>(null);

  function addAll() {
    const cart = useCartStore.getState().cart;
    if (!cart) {
      notify.info(t('buyAgain.addAll.noCart'));
      void navigate('/cart');
      return;
    }
    setResult(null);
    add.mutate(
      { orderId: order.id, cartId: cart.id },
      {
        onSuccess: (answer) => {
          useCartStore.getState().setCart(answer.cart);
          setResult(answer);
          const names = answer.skipped.map((line) => line.description).join(', ');
          if (answer.skipped.length === 0)
            notify.success(t('buyAgain.addAll.done', { count: answer.added.length }));
          else notify.info(t('buyAgain.addAll.partly', { count: answer.added.length, names }));
        },
        onError: (error) => {
          if (!isSessionLostError(error))
            notify.error(isApiError(error) ? error.displayMessage : String(error));
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        onClick={addAll}
        disabled={add.isPending}
        aria-busy={add.isPending || undefined}
      >
        {add.isPending ? t('buyAgain.addAll.busy') : t('buyAgain.addAll.button')}
      </Button>
      {result ? <CartAdditionsReport result={result} testId="add-order-report" /> : null}
    </>
  );
}
