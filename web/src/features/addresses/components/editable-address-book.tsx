import type { DeleteByIdRequest } from '@spesa/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/shared/ui/modal';
import { notify } from '@/shared/ui/notify';
import { notifyFailure } from '../utils/notify-failure';
import { AddressBook } from './address-book';
import type { AddressCardProps } from './address-card-actions';
import type { AddressFormProps } from './address-form-shell';
import { ConfirmDelete } from './confirm-delete';

export interface EditableAddressBookProps<
  A extends { id: string },
  I extends { id?: string | number },
> {
  /** The translation area holding the screen's own texts (add, empty, titles, toasts). */
  area: 'addresses' | 'billing';
  query: UseQueryResult<A[]>;
  save: UseMutationResult<A[], Error, I>;
  remove: UseMutationResult<A[], Error, DeleteByIdRequest>;
  /** Names the address in the delete confirmation. */
  nameOf: (address: A) => string;
  Form: ComponentType<AddressFormProps<A, I>>;
  Card: ComponentType<AddressCardProps<A>>;
}

/** What the form dialog is doing: closed, adding, or editing one address. */
type Editing<A> = { address: A | null } | null;

/** The flow both address screens share: the list, the form dialog and the delete confirmation. */
export function EditableAddressBook<A extends { id: string }, I extends { id?: string | number }>(
  props: EditableAddressBookProps<A, I>,
) {
  const { area, query, save, remove, nameOf, Form, Card } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<A>>(null);
  const [deleting, setDeleting] = useState<A | null>(null);

  function onSave(values: I) {
    // The id goes only with an update (spec 7).
    const body = editing?.address ? { ...values, id: editing.address.id } : values;
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t(body.id ? `${area}.updated` : `${area}.added`));
        setEditing(null);
      },
      onError: (error) => notifyFailure(error, t('addressBook.failure')),
    });
  }

  function onDelete(address: A) {
    remove.mutate(
      { id: address.id },
      {
        onSuccess: () => notify.success(t(`${area}.deleted`)),
        onError: (error) => notifyFailure(error, t('addressBook.failure')),
        onSettled: () => setDeleting(null),
      },
    );
  }

  return (
    <AddressBook
      query={query}
      addLabel={t(`${area}.add`)}
      onAdd={() => setEditing({ address: null })}
      emptyText={t(`${area}.empty`)}
      listLabel={t(`${area}.listLabel`)}
      dialogs={
        <>
          <Modal
            open={editing !== null}
            tall
            onClose={() => setEditing(null)}
            title={t(editing?.address ? `${area}.editTitle` : `${area}.newTitle`)}
          >
            {editing ? (
              <Form
                address={editing.address}
                saving={save.isPending}
                onSave={onSave}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </Modal>
          <ConfirmDelete
            open={deleting !== null}
            title={t(`${area}.confirmTitle`)}
            text={deleting ? t('addressBook.confirmText', { name: nameOf(deleting) }) : ''}
            busy={remove.isPending}
            onConfirm={() => deleting && onDelete(deleting)}
            onCancel={() => setDeleting(null)}
          />
        </>
      }
    >
      {query.data?.map((address) => (
        <Card
          key={address.id}
          address={address}
          onEdit={(chosen) => setEditing({ address: chosen })}
          onDelete={setDeleting}
        />
      ))}
    </AddressBook>
  );
}
