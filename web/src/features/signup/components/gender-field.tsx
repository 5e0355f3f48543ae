import { genders } from '@spesa/contracts';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/shared/ui/form/field-error';
import { useFieldErrorText } from '@/shared/ui/form/field-error-text';
import form from '@/shared/ui/form/form.module.css';
import type { CheckFormValues } from '../utils/signup-schemas';
import styles from './signup-wizard.module.css';

const labels = { MALE: 'signup.check.male', FEMALE: 'signup.check.female' } as const;

/**
 * MALE or FEMALE, required for a new card (spec 5, check variant). Controlled, so the value
 * stays undefined rather than the null uncontrolled radios report while none is chosen.
 */
export function GenderField({ control }: { control: Control<CheckFormValues> }) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'gender' });
  const errorText = useFieldErrorText(fieldState.error?.message);
  return (
    <fieldset
      className={styles.fieldset}
      role="radiogroup"
      aria-required="true"
      aria-invalid={errorText ? true : undefined}
      aria-describedby={errorText ? `${id}-error` : undefined}
    >
      <legend className={form.label}>
        {t('signup.check.gender')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className={styles.radios}>
        {genders.map((gender, index) => (
          <label key={gender} className={styles.radio}>
            <input
              type="radio"
              name={field.name}
              value={gender}
              checked={field.value === gender}
              onChange={() => field.onChange(gender)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            {t(labels[gender])}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} text={errorText} />
    </fieldset>
  );
}
