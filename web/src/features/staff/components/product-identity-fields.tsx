import { useTranslation } from 'react-i18next';
import type { FormSectionProps } from '../utils/product-form-values';
import { ProductField } from './product-field';
import { ProductTextFields } from './product-text-fields';
import styles from './product-editor.module.css';

const NET_UNITS = ['G', 'ML', 'PZ'] as const;

/** Name, brand, legal name, food or not, and the net quantity of the pack. */
export function ProductIdentityFields({ values, change, errorOf }: FormSectionProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('staff.products.groups.identity')}</legend>
      <ProductTextFields
        keys={['description', 'brand', 'legalName']}
        {...{ values, change, errorOf }}
      />
      <ProductField
        name="netQuantity"
        label={t('staff.products.fields.netQuantity')}
        hint={t('staff.products.hints.netQuantity')}
        error={errorOf('netQuantity')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={values.netQuantity}
            onChange={(e) => change({ netQuantity: e.target.value })}
          />
        )}
      </ProductField>
      <ProductField
        name="netQuantityUnit"
        label={t('staff.products.fields.netQuantityUnit')}
        error={errorOf('netQuantityUnit')}
      >
        {(control) => (
          <select
            {...control}
            value={values.netQuantityUnit}
            onChange={(e) =>
              change({ netQuantityUnit: e.target.value as typeof values.netQuantityUnit })
            }
          >
            <option value="">{t('staff.products.netUnits.none')}</option>
            {NET_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`staff.products.netUnits.${u}`)}
              </option>
            ))}
          </select>
        )}
      </ProductField>
      <div className={`${styles.checks} ${styles.wide}`}>
        {(['food', 'ownBrand'] as const).map((key) => (
          <label key={key} className={styles.check}>
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(e) => change({ [key]: e.target.checked })}
            />
            {t(`staff.products.fields.${key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
