import type { BillingAddress } from '@spesa/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './checkout.module.css';

export interface BillingChoiceProps {
  addresses: BillingAddress[];
  registration: UseFormRegisterReturn<'billingAddressId'>;
  error?: string;
}

function describe(address: BillingAddress): string {
  return [address.companyName, `${address.address} ${address.streetNumber}`, address.city]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** The billing address of an invoiced order, chosen among the customer's (spec 5, invoice). */
export function BillingChoice({ addresses, registration, error }: BillingChoiceProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{t('checkout.data.billingAddress')}</legend>
      {addresses.length === 0 ? <p>{t('checkout.data.noBillingAddresses')}</p> : null}
      {addresses.map((address) => (
        <label key={address.id} className={styles.choice}>
          <input type="radio" value={String(address.id)} {...registration} />
          {describe(address)}
        </label>
      ))}
      <Link to="/profile/billing">{t('checkout.data.addBillingAddress')}</Link>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
