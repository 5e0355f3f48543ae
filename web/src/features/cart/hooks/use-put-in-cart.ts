import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { trackAddToCart } from '@/shared/analytics/ecommerce';
import { useCartStore, type PendingProduct } from '@/shared/state/cart-store';
import { notify } from '@/shared/ui/notify';
import { useStoreCartItem } from '../api/store-cart-item';
import { addedMessage, cartErrorText, needsOwnToast } from '../utils/cart-messages';

/**
 * Spec 4, add to cart: success replaces the cart and says how much of the product it now
 * holds; failure shows the error as a toast. Resolves whether it worked.
 */
export function usePutInCart(): (cartId: string, line: PendingProduct) => Promise<boolean> {
  const { t, i18n } = useTranslation();
  const { mutateAsync } = useStoreCartItem();
  const language = i18n.resolvedLanguage;
  return useCallback(
    async (cartId, line) => {
      try {
        const { cart, updatedProduct } = await mutateAsync({ cartId, ...line });
        useCartStore.getState().setCart(cart);
        notify.success(addedMessage(t, language, updatedProduct));
        trackAddToCart(updatedProduct);
        return true;
      } catch (error) {
        // A lost session has its own notice from the app-wide guard.
        if (needsOwnToast(error)) notify.error(cartErrorText(t, error));
        return false;
      }
    },
    [mutateAsync, t, language],
  );
}
