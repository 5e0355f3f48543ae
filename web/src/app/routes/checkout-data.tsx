import { useBillingAddresses } from '@/features/addresses/api/get-billing-addresses';
import { CheckoutDataPage } from '@/features/checkout/components/checkout-data-page';
import { CheckoutGate } from '@/features/checkout/components/checkout-gate';
import { useUserStore } from '@/shared/state/user-store';
import { Spinner } from '@/shared/ui/spinner';

/** The data step with the customer's billing addresses, for the invoice choice. */
function DataStep() {
  const user = useUserStore((state) => state.user);
  const billing = useBillingAddresses(user?.id ?? null);
  if (!user) return null;
  if (billing.isPending) return <Spinner />;
  // Spec 8: a failed read is only logged; the invoice then offers no address to pick.
  return <CheckoutDataPage user={user} billingAddresses={billing.data ?? []} />;
}

/** /checkout/data: contact data, notes and invoice; without a slot back to /checkout. */
export function CheckoutDataRoute() {
  return <CheckoutGate requireSlot>{() => <DataStep />}</CheckoutGate>;
}
