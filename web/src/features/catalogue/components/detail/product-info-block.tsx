import type { ProductInfo } from '@spesa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AllergenGroups } from './allergen-groups';
import { NutritionTable } from './nutrition-table';
import styles from './product-info.module.css';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

const hasAllergens = (info: ProductInfo) =>
  Object.values(info.allergyAdvice).some((items) => items.length > 0);

/** The label information: origin, storage, nutrition, ingredients, allergens, recycling. */
export function ProductInfoBlock({ info }: { info: ProductInfo }) {
  const { t } = useTranslation();
  return (
    <section className={styles.info} aria-labelledby="product-info-title">
      <h2 id="product-info-title" className={styles.title}>
        {t('productDetail.info')}
      </h2>
      <div className={styles.grid}>
        <Block title={t('productDetail.description')}>
          <p>{info.description}</p>
        </Block>
        {info.country ? (
          <Block title={t('productDetail.country')}>
            <p>{info.country}</p>
          </Block>
        ) : null}
        {info.storage ? (
          <Block title={t('productDetail.storage')}>
            <p>{info.storage}</p>
          </Block>
        ) : null}
        {info.ingredients ? (
          <Block title={t('productDetail.ingredients')}>
            <p>{info.ingredients}</p>
          </Block>
        ) : null}
        {hasAllergens(info) ? (
          <Block title={t('productDetail.allergens.title')}>
            <AllergenGroups advice={info.allergyAdvice} />
          </Block>
        ) : null}
        {info.recycling ? (
          <Block title={t('productDetail.recycling')}>
            <p>{info.recycling}</p>
          </Block>
        ) : null}
        {info.nutrition ? (
          <Block title={t('productDetail.nutrition')}>
            <NutritionTable nutrition={info.nutrition} />
          </Block>
        ) : null}
      </div>
    </section>
  );
}
