import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { useCartStore } from '@/shared/state/cart-store';
import { useUserStore } from '@/shared/state/user-store';
import { Spinner } from '@/shared/ui/spinner';
import { useCartLoad } from '../cart/use-cart-load';
import { useRefreshCart } from '../cart/use-cart-refresh';

/** The current cart, or the screen that creates one when there is none (spec 2). */
export function CartRoute() {
  const cart = useCartStore((state) => state.cart);
  const loggedIn = useUserStore((state) => state.user !== null);
  const { loadCart } = useCartLoad();
  const refresh = useRefreshCart();
  const [reloading, setReloading] = useState(false);
  // Nothing saved is not 'no cart': another device may have opened one (issue 27.3), so a
  // customer is sent to /cart/create only once the server said there is none.
  const [asking, setAsking] = useState(() => cart === null && loggedIn);

  useEffect(() => {
    if (!asking) return;
    let mounted = true;
    void refresh().finally(() => {
      if (mounted) setAsking(false);
    });
    return () => {
      mounted = false;
    };
  }, [asking, refresh]);

  // Spec 4: after a deletion the cart and its slot are cleared, then the next current cart
  // (the customer may have others) and its slot load; only then is there nothing to show.
  async function afterDelete() {
    setReloading(true);
    useCartStore.getState().clearCart();
    await loadCart();
    setReloading(false);
  }

  if (reloading || asking) return <Spinner />;
  if (!cart) return <Navigate to="/cart/create" replace />;
  return <CartPage cart={cart} onDeleted={() => void afterDelete()} />;
}
