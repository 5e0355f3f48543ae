import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '@/shared/ui/form/field-error';
import { useFieldErrorText } from '@/shared/ui/form/field-error-text';
import formStyles from '@/shared/ui/form/form.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, wired like the form kit's TextField. */
export function TextAreaField({ label, error, id, ...input }: TextAreaFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorText = useFieldErrorText(error);
  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={3}
        className={formStyles.input}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${inputId}-error` : undefined}
        {...input}
      />
      <FieldError id={`${inputId}-error`} text={errorText} />
    </div>
  );
}
