import { VAT_RATES } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import type { FormSectionProps } from '../utils/product-form-values';
import { CategorySelect } from './category-select';
import { ProductField } from './product-field';
import styles from './product-editor.module.css';

/** Where the product is shelved and how it is sold: category, unit, step, maximum, VAT, tags. */
export function ProductSaleFields({ values, change, errorOf }: FormSectionProps) {
  const { t } = useTranslation();
  const amountUnit = t(`staff.products.amountUnits.${values.unit}`);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('staff.products.groups.sale')}</legend>
      <ProductField
        name="categoryId"
        label={t('staff.products.fields.categoryId')}
        error={errorOf('categoryId')}
        wide
      >
        {(control) => (
          <CategorySelect
            control={control}
            value={values.categoryId}
            onChange={(categoryId) => change({ categoryId })}
          />
        )}
      </ProductField>
      <ProductField name="unit" label={t('staff.products.fields.unit')} error={errorOf('unit')}>
        {(control) => (
          <select
            {...control}
            value={values.unit}
            onChange={(e) => {
              const unit = e.target.value as typeof values.unit;
              // A product sold by the piece always steps by one.
              change(unit === 'PZ' ? { unit, umStep: '1' } : { unit });
            }}
          >
            <option value="PZ">{t('staff.products.units.PZ')}</option>
            <option value="KG">{t('staff.products.units.KG')}</option>
          </select>
        )}
      </ProductField>
      {(['umStep', 'maxAmount'] as const).map((key) => (
        <ProductField
          key={key}
          name={key}
          label={t(`staff.products.fields.${key}`, { unit: amountUnit })}
          hint={t(`staff.products.hints.${key}`)}
          error={errorOf(key)}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={values[key]}
              onChange={(e) => change({ [key]: e.target.value })}
            />
          )}
        </ProductField>
      ))}
      <ProductField name="vat" label={t('staff.products.fields.vat')} error={errorOf('vat')}>
        {(control) => (
          <select {...control} value={values.vat} onChange={(e) => change({ vat: e.target.value })}>
            {VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}%
              </option>
            ))}
          </select>
        )}
      </ProductField>
      <ProductField
        name="tags"
        label={t('staff.products.fields.tags')}
        hint={t('staff.products.hints.tags')}
        error={errorOf('tags')}
      >
        {(control) => (
          <input
            {...control}
            value={values.tags}
            onChange={(e) => change({ tags: e.target.value })}
          />
        )}
      </ProductField>
    </fieldset>
  );
}
