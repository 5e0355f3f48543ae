import type { BillingAddress } from '@spesa/contracts';
import { useUserStore } from '@/shared/state/user-store';
import { useDeleteBillingAddress } from '../api/delete-billing-address';
import { useBillingAddresses } from '../api/get-billing-addresses';
import { useSaveBillingAddress } from '../api/save-billing-address';
import { BillingAddressCard } from './billing-address-card';
import { BillingForm } from './billing-form';
import { EditableAddressBook } from './editable-address-book';

const nameOf = (address: BillingAddress) => address.companyName;

/** /profile/billing: the customer's billing addresses (no menu link; checkout links here). */
export function BillingAddresses() {
  const userId = useUserStore((s) => s.user?.id ?? null);
  return (
    <EditableAddressBook
      area="billing"
      query={useBillingAddresses(userId)}
      save={useSaveBillingAddress(userId)}
      remove={useDeleteBillingAddress(userId)}
      nameOf={nameOf}
      Form={BillingForm}
      Card={BillingAddressCard}
    />
  );
}
