import type { Address } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { shippingLines } from '../utils/address-lines';
import { AddressCardActions, type AddressCardProps } from './address-card-actions';
import styles from './addresses.module.css';

export type ShippingAddressCardProps = AddressCardProps<Address>;

/** One shipping address; the registration one (fromRemote) can be neither edited nor deleted. */
export function ShippingAddressCard({ address, onEdit, onDelete }: ShippingAddressCardProps) {
  const { t } = useTranslation();
  const [street, ...rest] = shippingLines(address);
  return (
    <li className={styles.card}>
      {address.fromRemote ? <p className={styles.badge}>{t('addresses.registration')}</p> : null}
      <p className={styles.cardTitle}>{street}</p>
      {rest.map((line) => (
        <p key={line} className={styles.cardLine}>
          {line}
        </p>
      ))}
      {address.fromRemote ? (
        <p className={styles.cardNote}>{t('addresses.registrationNote')}</p>
      ) : (
        <AddressCardActions
          name={street ?? ''}
          onEdit={() => onEdit(address)}
          onDelete={() => onDelete(address)}
        />
      )}
    </li>
  );
}
