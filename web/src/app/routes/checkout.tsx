import { CheckoutGate } from '@/features/checkout/components/checkout-gate';
import { CheckoutSlotsPage } from '@/features/checkout/components/checkout-slots-page';

/** /checkout: delivery day and time slot of the current cart (spec 2). */
export function CheckoutRoute() {
  return <CheckoutGate>{(cart) => <CheckoutSlotsPage cart={cart} />}</CheckoutGate>;
}
