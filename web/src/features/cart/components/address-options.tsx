import type { Address } from '@spesa/contracts';
import { useId } from 'react';
import styles from './address-options.module.css';

export interface AddressOptionsProps {
  addresses: Address[];
  value: number | undefined;
  onChange: (address: Address) => void;
}

/** 'Via Marconi 12' over '40122 Bologna': how an address reads on its card. */
export function addressLines(address: Address): [string, string] {
  return [
    `${address.address} ${address.streetNumber}`.trim(),
    `${address.zip} ${address.city}`.trim(),
  ];
}

/** The customer's shipping addresses as radio cards, for a home delivery. */
export function AddressOptions({ addresses, value, onChange }: AddressOptionsProps) {
  const name = useId();
  return (
    <ul className={styles.options} role="list">
      {addresses.map((address) => {
        const [street, town] = addressLines(address);
        return (
          <li key={address.id}>
            <label className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={address.id}
                checked={value === address.id}
                onChange={() => onChange(address)}
                aria-labelledby={`${name}-${address.id}`}
                aria-describedby={`${name}-${address.id}-town`}
              />
              <span className={styles.text}>
                <span className={styles.name} id={`${name}-${address.id}`}>
                  {street}
                </span>
                <span className={styles.detail} id={`${name}-${address.id}-town`}>
                  {town}
                </span>
              </span>
              <span className={styles.check} aria-hidden="true" />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
