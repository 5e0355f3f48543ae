import { CheckoutConfirmPage } from '@/features/checkout/components/checkout-confirm-page';

/** /checkout/confirm: no cart any more, only the order just placed. */
export function CheckoutConfirmRoute() {
  return <CheckoutConfirmPage />;
}
