import type { InputHTMLAttributes } from 'react';
import styles from './setup.module.css';

export interface SetupFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'className'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Narrow, right-aligned: capacities and minutes. */
  numeric?: boolean;
}

/** A labelled input of the set-up forms, sized for a finger on a tablet. */
export function SetupField({ label, value, onChange, numeric = false, ...input }: SetupFieldProps) {
  return (
    <label className={styles.field}>
      {label}
      <input
        className={numeric ? `${styles.control} ${styles.number}` : styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </label>
  );
}
