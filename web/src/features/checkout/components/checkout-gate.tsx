import type { Cart } from '@spesa/contracts';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isCartGoneError } from '@/shared/api/cart-gone-guard';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useCheckoutCart } from '../api/checkout-cart-query';
import { useCheckoutStore } from '../state/checkout-store';

export interface CheckoutGateProps {
  /** Data and summary need a chosen slot; without one they go back to /checkout (spec 2). */
  requireSlot?: boolean;
  children: (cart: Cart, userId: string) => ReactNode;
}

function LoadedCart({ userId, requireSlot, children }: CheckoutGateProps & { userId: string }) {
  const cart = useCheckoutCart(userId);
  const hasSlot = useCheckoutStore((state) => state.slot !== null);

  useEffect(() => {
    // The header's cart follows what checkout works on.
    if (cart.data) useCartStore.getState().setCart(cart.data);
  }, [cart.data]);

  if (cart.isPending) return <Spinner />;
  if (cart.isError) {
    if (isCartGoneError(cart.error)) return <Navigate to="/cart/create" replace />;
    return <LoadError onRetry={() => void cart.refetch()} />;
  }
  // Nothing to deliver: the cart page says so and leads back to the shop.
  if (cart.data.items.length === 0) return <Navigate to="/cart" replace />;
  if (requireSlot && !hasSlot) return <Navigate to="/checkout" replace />;
  return children(cart.data, userId);
}

/**
 * Every checkout step needs a logged-in customer with a current cart: a guest goes to the
 * cart (which offers the login), a customer without a cart to /cart/create.
 */
export function CheckoutGate(props: CheckoutGateProps) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  if (userId === null) return <Navigate to="/cart" replace />;
  return <LoadedCart key={userId} userId={userId} {...props} />;
}
