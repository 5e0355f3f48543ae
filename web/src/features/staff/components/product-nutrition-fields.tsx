import { useTranslation } from 'react-i18next';
import { NUTRIENTS, type FormSectionProps } from '../utils/product-form-values';
import { ProductField } from './product-field';
import styles from './product-editor.module.css';

/** kcal to kJ as the server prints the label (Reg. 1169/2011 Annex XIV: 1 kcal = 4.184 kJ). */
const KJ_PER_KCAL = 4.184;

/**
 * The nutrition declaration per 100 g or 100 ml (art. 30(1)): energy in kcal (the kJ follow),
 * then grams of each nutrient; all empty means the product has none.
 */
export function ProductNutritionFields({ values, change, errorOf }: FormSectionProps) {
  const { t } = useTranslation();
  const kcal = Number(values.nutrition.energyKcal.replace(',', '.'));
  const kJ =
    values.nutrition.energyKcal.trim() !== '' && Number.isFinite(kcal)
      ? Math.round(kcal * KJ_PER_KCAL)
      : null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('staff.products.groups.nutrition')}</legend>
      <p className={`${styles.hint} ${styles.wide}`}>{t('staff.products.hints.nutrition')}</p>
      {NUTRIENTS.map((key) => (
        <ProductField
          key={key}
          name={`nutrition.${key}`}
          label={t(`staff.products.nutrients.${key}`)}
          hint={
            key === 'energyKcal' && kJ !== null
              ? t('staff.products.hints.kilojoules', { kJ })
              : undefined
          }
          error={errorOf(`nutrition.${key}`)}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={values.nutrition[key]}
              onChange={(e) =>
                change({ nutrition: { ...values.nutrition, [key]: e.target.value } })
              }
            />
          )}
        </ProductField>
      ))}
    </fieldset>
  );
}
