import type { BillingAddress, BillingAddressInput } from '@spesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/shared/state/user-store';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { useDeleteBillingAddress } from '../api/delete-billing-address';
import { useBillingAddresses } from '../api/get-billing-addresses';
import { useSaveBillingAddress } from '../api/save-billing-address';
import { notifyFailure } from '../utils/notify-failure';
import { AddressBook } from './address-book';
import { BillingAddressCard } from './billing-address-card';
import { BillingForm } from './billing-form';
import { ConfirmDelete } from './confirm-delete';

/** What the form dialog is doing: closed, adding, or editing one address. */
type Editing = { address: BillingAddress | null } | null;

/** /profile/billing: the customer's billing addresses (no menu link; checkout links here). */
export function BillingAddresses() {
  const { t } = useTranslation();
  const userId = useUserStore((s) => s.user?.id ?? null);
  const addresses = useBillingAddresses(userId);
  const save = useSaveBillingAddress(userId);
  const remove = useDeleteBillingAddress(userId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BillingAddress | null>(null);

  function onSave(body: BillingAddressInput) {
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t(body.id ? 'billing.updated' : 'billing.added'));
        setEditing(null);
      },
      onError: (error) => notifyFailure(error, t('addressBook.failure')),
    });
  }

  function onDelete(address: BillingAddress) {
    remove.mutate(
      { id: address.id },
      {
        onSuccess: () => notify.success(t('billing.deleted')),
        onError: (error) => notifyFailure(error, t('addressBook.failure')),
        onSettled: () => setDeleting(null),
      },
    );
  }

  return (
    <AddressBook
      query={addresses}
      addLabel={t('billing.add')}
      onAdd={() => setEditing({ address: null })}
      emptyText={t('billing.empty')}
      listLabel={t('billing.listLabel')}
      dialogs={
        <>
          <Modal
            open={editing !== null}
            onClose={() => setEditing(null)}
            title={t(editing?.address ? 'billing.editTitle' : 'billing.newTitle')}
          >
            {editing ? (
              <BillingForm
                address={editing.address}
                saving={save.isPending}
                onSave={onSave}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </Modal>
          <ConfirmDelete
            open={deleting !== null}
            title={t('billing.confirmTitle')}
            text={deleting ? t('addressBook.confirmText', { name: deleting.companyName }) : ''}
            busy={remove.isPending}
            onConfirm={() => deleting && onDelete(deleting)}
            onCancel={() => setDeleting(null)}
          />
        </>
      }
    >
      {addresses.data?.map((address) => (
        <BillingAddressCard
          key={address.id}
          address={address}
          onEdit={(chosen) => setEditing({ address: chosen })}
          onDelete={setDeleting}
        />
      ))}
    </AddressBook>
  );
}
