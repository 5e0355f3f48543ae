import { zodResolver } from '@hookform/resolvers/zod';
import type { Address, AddressInput } from '@spesa/contracts';
import { useForm } from 'react-hook-form';
import {
  AddressFields,
  addressDraftSchema,
  draftFromAddress,
  emptyAddressDraft,
  type AddressDraftInput,
  type AddressDraftParsed,
} from '@/shared/places/address-fields';
import { AddressFormShell, type AddressFormProps } from './address-form-shell';

export type ShippingFormProps = AddressFormProps<Address, AddressInput>;

/** The shipping address form: the cascading pickers and the street number, checked on blur. */
export function AddressForm({ address, saving, onSave, onCancel }: ShippingFormProps) {
  const { control, handleSubmit } = useForm<AddressDraftInput, unknown, AddressDraftParsed>({
    mode: 'onBlur',
    resolver: zodResolver(addressDraftSchema),
    defaultValues: address ? draftFromAddress(address) : emptyAddressDraft(),
  });

  return (
    <AddressFormShell saving={saving} onSubmit={handleSubmit(onSave)} onCancel={onCancel}>
      <AddressFields control={control} disabled={saving} />
    </AddressFormShell>
  );
}
