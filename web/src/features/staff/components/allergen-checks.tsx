import { ANNEX_II_ALLERGENS } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/shared/ui/form/field-error';
import type { Allergen } from '../utils/product-form-values';
import styles from './product-editor.module.css';

interface AllergenChecksProps {
  field: 'allergensContains' | 'allergensMayContain';
  chosen: Allergen[];
  error: string | undefined;
  onChange: (chosen: Allergen[]) => void;
}

/** The 14 allergens of Annex II as checkboxes, for 'contains' or 'may contain'. */
export function AllergenChecks({ field, chosen, error, onChange }: AllergenChecksProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset
      className={`${styles.group} ${styles.wide}`}
      data-field={field}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{t(`staff.products.fields.${field}`)}</legend>
      <div className={`${styles.checks} ${styles.wide}`}>
        {ANNEX_II_ALLERGENS.map((allergen) => (
          <label key={allergen} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(allergen)}
              onChange={() =>
                onChange(
                  chosen.includes(allergen)
                    ? chosen.filter((a) => a !== allergen)
                    : [...chosen, allergen],
                )
              }
            />
            {allergen}
          </label>
        ))}
      </div>
      {error ? (
        <div className={styles.wide}>
          <FieldError id={errorId} text={error} />
        </div>
      ) : null}
    </fieldset>
  );
}
