import type { Address } from '@spesa/contracts';
import { useUserStore } from '@/shared/state/user-store';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSaveAddress } from '../api/save-address';
import { shippingLines } from '../utils/address-lines';
import { AddressForm } from './address-form';
import { EditableAddressBook } from './editable-address-book';
import { ShippingAddressCard } from './shipping-address-card';

const nameOf = (address: Address) => shippingLines(address).join(', ');

/** /profile/addresses: the customer's shipping addresses, added, edited and deleted here. */
export function ShippingAddresses() {
  const userId = useUserStore((s) => s.user?.id ?? null);
  return (
    <EditableAddressBook
      area="addresses"
      query={useAddresses(userId)}
      save={useSaveAddress(userId)}
      remove={useDeleteAddress(userId)}
      nameOf={nameOf}
      Form={AddressForm}
      Card={ShippingAddressCard}
    />
  );
}
