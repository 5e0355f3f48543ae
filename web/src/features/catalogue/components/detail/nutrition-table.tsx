import type { ProductInfo } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './product-info.module.css';

type Nutrition = NonNullable<ProductInfo['nutrition']>;

/** The label's nutrition table: one row per nutrient, values per 100 g or ml. */
export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const { t } = useTranslation();
  return (
    <table className={styles.nutrition}>
      <caption className={styles.caption}>{nutrition.per100Heading}</caption>
      <thead>
        <tr>
          <th scope="col">{t('productDetail.nutrient')}</th>
          <th scope="col">{t('productDetail.per100', { unit: nutrition.per100Unit })}</th>
        </tr>
      </thead>
      <tbody>
        {nutrition.nutrientValues.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>{row.per100.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
