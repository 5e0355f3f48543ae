import { useMemo, type ReactNode } from 'react';
import { usePutInCart } from '@/features/cart/hooks/use-put-in-cart';
import { CartActionsContext, type CartActions } from '@/shared/state/cart-actions';
import { useCartStore } from '@/shared/state/cart-store';

/** Gives the catalogue's buy buttons the cart feature's add, on the current cart. */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  const putInCart = usePutInCart();
  const actions = useMemo<CartActions>(
    () => ({
      putInCart: async (line) => {
        const cart = useCartStore.getState().cart;
        if (!cart) return false;
        return putInCart(cart.id, line);
      },
    }),
    [putInCart],
  );
  return <CartActionsContext value={actions}>{children}</CartActionsContext>;
}
