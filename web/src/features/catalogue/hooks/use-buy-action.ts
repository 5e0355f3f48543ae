import type { Product } from '@spesa/contracts';
import { useNavigate } from 'react-router';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import type { ProductLinkState } from '../utils/navigation-state';
import { productPath } from '../utils/product-path';

/** Pieces are pending one at a time; weighed products one step of their weight. */
export function pendingAmountOf(product: Pick<Product, 'um' | 'umStep'>): number {
  return product.um === 'PZ' ? 1 : product.umStep;
}

/**
 * The buy button's rules (spec 4). Only guests can shop for now, so a purchase is
 * remembered as pending and the login popup opens; whatever needs a quantity (a weighed
 * product, or one already in the cart) opens the detail page instead.
 */
export function useBuyAction(linkState?: ProductLinkState) {
  const navigate = useNavigate();
  const setProductToAdd = useCartStore((state) => state.setProductToAdd);
  const setShowLogin = useUserStore((state) => state.setShowLogin);

  const remember = (product: Product, amount: number) => {
    setProductToAdd({
      barcode: product.barcode,
      amount,
      um: product.um,
      description: product.description,
    });
    setShowLogin(true);
  };

  const buyFromCard = (product: Product, inCart: boolean) => {
    if (inCart || product.um === 'KG') {
      void navigate(productPath(product), { state: linkState });
      return;
    }
    remember(product, pendingAmountOf(product));
  };

  return { buyFromCard, buyAmount: remember };
}
