import type { BillingAddress } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { billingLines } from '../utils/address-lines';
import { AddressCardActions, type AddressCardProps } from './address-card-actions';
import styles from './addresses.module.css';

export type BillingAddressCardProps = AddressCardProps<BillingAddress>;

export function BillingAddressCard({ address, onEdit, onDelete }: BillingAddressCardProps) {
  const { t } = useTranslation();
  const details = [
    t('billing.card.vatCode', { value: address.vatCode }),
    address.ssnCode ? t('billing.card.ssnCode', { value: address.ssnCode }) : null,
    t('billing.card.phone', { value: address.phone }),
    address.pec ? t('billing.card.pec', { value: address.pec }) : null,
    address.recipientCode
      ? t('billing.card.recipientCode', { value: address.recipientCode })
      : null,
  ].filter((line): line is string => line !== null);
  return (
    <li className={styles.card}>
      <p className={styles.cardTitle}>{address.companyName}</p>
      {[...billingLines(address), ...details].map((line) => (
        <p key={line} className={styles.cardLine}>
          {line}
        </p>
      ))}
      <AddressCardActions
        name={address.companyName}
        onEdit={() => onEdit(address)}
        onDelete={() => onDelete(address)}
      />
    </li>
  );
}
