import { useTranslation } from 'react-i18next';
import type { FormSectionProps } from '../utils/product-form-values';
import { AllergenChecks } from './allergen-checks';
import { ProductField } from './product-field';
import { ProductTextFields } from './product-text-fields';
import styles from './product-editor.module.css';

const LINES = ['storage', 'country', 'operatorName', 'operatorAddress'] as const;
const TEXTS = ['ingredients', 'recycling'] as const;

/** The label's particulars (Reg. 1169/2011 art. 9): storage, origin, operator, ingredients. */
export function ProductLabelFields({ values, change, errorOf }: FormSectionProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('staff.products.groups.label')}</legend>
      <ProductTextFields keys={LINES} {...{ values, change, errorOf }} />
      {TEXTS.map((key) => (
        <ProductField
          key={key}
          name={key}
          label={t(`staff.products.fields.${key}`)}
          error={errorOf(key)}
          wide
        >
          {(control) => (
            <textarea
              {...control}
              rows={key === 'ingredients' ? 4 : 2}
              value={values[key]}
              onChange={(e) => change({ [key]: e.target.value })}
            />
          )}
        </ProductField>
      ))}
      {(['allergensContains', 'allergensMayContain'] as const).map((key) => (
        <AllergenChecks
          key={key}
          field={key}
          chosen={values[key]}
          error={errorOf(key)}
          onChange={(list) => change({ [key]: list })}
        />
      ))}
    </fieldset>
  );
}
