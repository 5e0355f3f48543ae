import { useState } from 'react';
import { Navigate } from 'react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { useCartStore } from '@/shared/state/cart-store';
import { Spinner } from '@/shared/ui/spinner';
import { useCartLoad } from '../cart/use-cart-load';

/** The current cart, or the screen that creates one when there is none (spec 2). */
export function CartRoute() {
  const cart = useCartStore((state) => state.cart);
  const { loadCart } = useCartLoad();
  const [reloading, setReloading] = useState(false);

  // Spec 4: after a deletion the cart and its slot are cleared, then the next current cart
  // (the customer may have others) and its slot load; only then is there nothing to show.
  async function afterDelete() {
    setReloading(true);
    useCartStore.getState().clearCart();
    await loadCart();
    setReloading(false);
  }

  if (reloading) return <Spinner />;
  if (!cart) return <Navigate to="/cart/create" replace />;
  return <CartPage cart={cart} onDeleted={() => void afterDelete()} />;
}
