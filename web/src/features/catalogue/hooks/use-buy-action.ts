import { minimumOf, type Product } from '@spesa/contracts';
import { useNavigate } from 'react-router';
import { useCartActions } from '@/shared/state/cart-actions';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import type { ProductLinkState } from '../utils/navigation-state';
import { productPath } from '../utils/product-path';

/**
 * The buy button's rules (spec 4). What needs a quantity (a weighed product, or one already
 * in the cart) opens the detail page. Otherwise a customer with a cart gets the product at
 * once; one without a cart has it remembered and goes to /cart (which leads to creating one);
 * a guest has it remembered and is asked to log in. The remembered product is added after.
 */
export function useBuyAction(linkState?: ProductLinkState) {
  const navigate = useNavigate();
  const { putInCart } = useCartActions();

  const buyAmount = async (product: Product, amount: number): Promise<boolean> => {
    const line = {
      barcode: product.barcode,
      amount,
      um: product.um,
      description: product.description,
      storeId: useUserStore.getState().defaultStore?.id,
    };
    const loggedIn = useUserStore.getState().user !== null;
    if (loggedIn && useCartStore.getState().cart) return putInCart(line);
    useCartStore.getState().setProductToAdd(line);
    if (loggedIn) void navigate('/cart');
    else useUserStore.getState().setShowLogin(true);
    return false;
  };

  const buyFromCard = (product: Product, inCart: boolean) => {
    if (inCart || product.um === 'KG') {
      void navigate(productPath(product), { state: linkState });
      return;
    }
    // One piece, or one step of weight (spec 4: the product's umStep and um).
    void buyAmount(product, minimumOf(product));
  };

  return { buyFromCard, buyAmount };
}
