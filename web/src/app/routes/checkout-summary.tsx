import { CheckoutGate } from '@/features/checkout/components/checkout-gate';
import { CheckoutSummaryPage } from '@/features/checkout/components/checkout-summary-page';
import { useCartLoad } from '../cart/use-cart-load';

/** /checkout/summary: payment, substitution and the order; without a slot back to /checkout. */
export function CheckoutSummaryRoute() {
  const { loadCart } = useCartLoad();
  return (
    <CheckoutGate requireSlot>
      {(cart) => <CheckoutSummaryPage cart={cart} onPlaced={() => void loadCart()} />}
    </CheckoutGate>
  );
}
