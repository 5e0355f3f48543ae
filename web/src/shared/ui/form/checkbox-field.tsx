import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from './field-error';
import { useFieldErrorText } from './field-error-text';
import styles from './form.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorText = useFieldErrorText(error);
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <input
        id={inputId}
        type="checkbox"
        className={styles.checkbox}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${inputId}-error` : undefined}
        {...input}
      />
      <label htmlFor={inputId} className={styles.checkLabel}>
        {label}
      </label>
      <FieldError id={`${inputId}-error`} text={errorText} />
    </div>
  );
}
