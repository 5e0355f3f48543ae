import { useTranslation } from 'react-i18next';
import type { FormSectionProps, ProductFormValues } from '../utils/product-form-values';
import { ProductField } from './product-field';

type TextKey = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
}[keyof ProductFormValues];

/** One-line text fields of the editor, each labelled by staff.products.fields.<key>. */
export function ProductTextFields({
  keys,
  values,
  change,
  errorOf,
}: FormSectionProps & { keys: readonly (TextKey & keyof typeof FIELD_LABELS)[] }) {
  const { t } = useTranslation();
  return keys.map((key) => (
    <ProductField key={key} name={key} label={t(FIELD_LABELS[key])} error={errorOf(key)}>
      {(control) => (
        <input
          {...control}
          value={values[key]}
          onChange={(e) => change({ [key]: e.target.value })}
        />
      )}
    </ProductField>
  ));
}

const FIELD_LABELS = {
  description: 'staff.products.fields.description',
  brand: 'staff.products.fields.brand',
  legalName: 'staff.products.fields.legalName',
  storage: 'staff.products.fields.storage',
  country: 'staff.products.fields.country',
  operatorName: 'staff.products.fields.operatorName',
  operatorAddress: 'staff.products.fields.operatorAddress',
} as const;
