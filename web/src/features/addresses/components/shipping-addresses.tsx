import type { Address, AddressInput } from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSaveAddress } from '../api/save-address';
import { shippingLines } from '../utils/address-lines';
import { notifyFailure } from '../utils/notify-failure';
import { AddressBook } from './address-book';
import { AddressForm } from './address-form';
import { ConfirmDelete } from './confirm-delete';
import { ShippingAddressCard } from './shipping-address-card';

/** What the form dialog is doing: closed, adding, or editing one address. */
type Editing = { address: Address | null } | null;

/** /profile/addresses: the customer's shipping addresses, added, edited and deleted here. */
export function ShippingAddresses() {
  const { t } = useTranslation();
  const userId = useUserStore((s) => s.user?.id ?? null);
  const addresses = useAddresses(userId);
  const save = useSaveAddress(userId);
  const remove = useDeleteAddress(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  function onSave(body: AddressInput) {
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t(body.id ? 'addresses.updated' : 'addresses.added'));
        setEditing(null);
      },
      onError: (error) => notifyFailure(error, t('addressBook.failure')),
    });
  }

  function onDelete(address: Address) {
    remove.mutate(
      { id: address.id },
      {
        onSuccess: () => notify.success(t('addresses.deleted')),
        onError: (error) => notifyFailure(error, t('addressBook.failure')),
        onSettled: () => setDeleting(null),
      },
    );
  }

  return (
    <AddressBook
      query={addresses}
      addLabel={t('addresses.add')}
      onAdd={() => setEditing({ address: null })}
      emptyText={t('addresses.empty')}
      listLabel={t('addresses.listLabel')}
      dialogs={
        <>
          <Modal
            open={editing !== null}
            onClose={() => setEditing(null)}
            title={t(editing?.address ? 'addresses.editTitle' : 'addresses.newTitle')}
          >
            {editing ? (
              <AddressForm
                address={editing.address}
                saving={save.isPending}
                onSave={onSave}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </Modal>
          <ConfirmDelete
            open={deleting !== null}
            title={t('addresses.confirmTitle')}
            text={
              deleting
                ? t('addressBook.confirmText', { name: shippingLines(deleting).join(', ') })
                : ''
            }
            busy={remove.isPending}
            onConfirm={() => deleting && onDelete(deleting)}
            onCancel={() => setDeleting(null)}
          />
        </>
      }
    >
      {addresses.data?.map((address) => (
        <ShippingAddressCard
          key={address.id}
          address={address}
          onEdit={(chosen) => setEditing({ address: chosen })}
          onDelete={setDeleting}
        />
      ))}
    </AddressBook>
  );
}
