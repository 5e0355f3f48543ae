import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setCartGoneHandler } from '@/shared/api/cart-gone-guard';
import { notify } from '@/shared/ui/notify';
import { useCartLoad } from './use-cart-load';

/**
 * A cart ordered or deleted on another device answers 4004 to every action: load the current
 * cart again (another open cart, or none) and say what happened, once for calls failing together.
 */
export function useCartGoneGuard(): void {
  const { t } = useTranslation();
  const { loadCart } = useCartLoad();

  useEffect(() => {
    let busy = false;
    return setCartGoneHandler(() => {
      if (busy) return;
      busy = true;
      notify.info(t('cart.errors.gone'));
      void loadCart().finally(() => {
        busy = false;
      });
    });
  }, [loadCart, t]);
}
