import type { ProductInfo } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import styles from './product-info.module.css';

type Advice = ProductInfo['allergyAdvice'];

/** Allergens grouped as 'Contiene', 'Potrebbe contenere' and 'Non contiene' (spec 2). */
export function AllergenGroups({ advice }: { advice: Advice }) {
  const { t } = useTranslation();
  const groups = [
    { key: 'contains', title: t('productDetail.allergens.contains'), items: advice.contains },
    { key: 'mayContain', title: t('productDetail.allergens.mayContain'), items: advice.mayContain },
    {
      key: 'doesNotContain',
      title: t('productDetail.allergens.doesNotContain'),
      items: advice.doesNotContain,
    },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;

  return (
    <dl className={styles.allergens}>
      {groups.map((group) => (
        <div key={group.key} className={styles.allergenGroup} data-group={group.key}>
          <dt>{group.title}</dt>
          <dd>{group.items.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
