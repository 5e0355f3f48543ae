import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setCartGoneHandler } from '@/shared/api/cart-gone-guard';
import { notify } from '@/shared/ui/notify';
import { useCartLoad } from './use-cart-load';

/**
 * A cart ordered or deleted on another device answers 4004 to every action: load the current
 * cart again (another open cart, or none) and say what happened, once for calls failing
 * together: that the cart is gone, and that the one on screen now is the current one if any.
 */
export function useCartGoneGuard(): void {
  const { t } = useTranslation();
  const { loadCart } = useCartLoad();

  useEffect(() => {
    let busy = false;
    return setCartGoneHandler(() => {
      if (busy) return;
      busy = true;
      // 'Ora vedi il tuo carrello attuale' only once there is one on screen (issue 27.11).
      void loadCart()
        .then((current) =>
          notify.info(t(current ? 'cart.errors.goneNowCurrent' : 'cart.errors.gone')),
        )
        .finally(() => {
          busy = false;
        });
    });
  }, [loadCart, t]);
}
