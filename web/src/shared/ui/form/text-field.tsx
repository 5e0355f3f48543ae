import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from './field-error';
import { useFieldErrorText } from './field-error-text';
import styles from './form.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A validation message from the contracts, or any text already translated. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  required,
  ...input
}: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorText = useFieldErrorText(error);
  const describedBy = [hint && `${inputId}-hint`, errorText && `${inputId}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={errorText ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${inputId}-error`} text={errorText} />
    </div>
  );
}
