import { useId, type ReactNode } from 'react';
import { FieldError } from '@/shared/ui/form/field-error';
import styles from './product-editor.module.css';

/** What a control needs to be named, described and marked invalid. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ProductFieldProps {
  label: string;
  /** The problem already in words; shown under the field and announced. */
  error: string | undefined;
  hint?: string;
  /** The field's path as the server names it, so a refused save can focus it. */
  name: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control of the product editor with its hint and its error. */
export function ProductField({ label, error, hint, name, wide, children }: ProductFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field} data-field={name}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
