import { zodResolver } from '@hookform/resolvers/zod';
import type { Address, AddressInput } from '@spesa/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AddressFields,
  addressDraftSchema,
  draftFromAddress,
  emptyAddressDraft,
  type AddressDraftInput,
  type AddressDraftParsed,
} from '@/shared/places/address-fields';
import { Button } from '@/shared/ui/button';
import styles from './addresses.module.css';

export interface AddressFormProps {
  /** The address being edited; null adds a new one. */
  address: Address | null;
  saving: boolean;
  onSave: (body: AddressInput) => void;
  onCancel: () => void;
}

/** The shipping address form: the cascading pickers and the street number, checked on blur. */
export function AddressForm({ address, saving, onSave, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<AddressDraftInput, unknown, AddressDraftParsed>({
    mode: 'onBlur',
    resolver: zodResolver(addressDraftSchema),
    defaultValues: address ? draftFromAddress(address) : emptyAddressDraft(),
  });

  // The id goes only with an update (spec 7).
  const submit = (draft: AddressDraftParsed) =>
    onSave(address ? { ...draft, id: address.id } : draft);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
      <AddressFields control={control} disabled={saving} />
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('addressBook.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('addressBook.saving') : t('addressBook.save')}
        </Button>
      </div>
    </form>
  );
}
