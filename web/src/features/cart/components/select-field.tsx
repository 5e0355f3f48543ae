import { useId, type ReactNode } from 'react';
import formStyles from '@/shared/ui/form/form.module.css';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** The first, empty choice while nothing is chosen. */
  placeholder: string;
  disabled?: boolean;
  /** Shown under the select instead of it, e.g. a spinner or 'no stores'. */
  status?: ReactNode;
}

/** A labelled native select: the change-cart screen's dropdowns (spec 2). */
export function SelectField(props: SelectFieldProps) {
  const { label, value, options, onChange, placeholder, disabled, status } = props;
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={`${formStyles.input} ${styles.select}`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {status}
    </div>
  );
}
