import type { Product, ProductInfo } from '@spesa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AllergenGroups } from './allergen-groups';
import { IngredientsText } from './ingredients-text';
import { NetQuantity } from './net-quantity';
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

/**
 * A particular of Reg. 1169/2011 art. 9: a food shows its block even when the value is missing,
 * saying so (art. 14 wants it known before purchase); other products show only what they have.
 */
function Particular({
  info,
  title,
  present,
  children,
}: {
  info: ProductInfo;
  title: string;
  present: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!present && !info.food) return null;
  return (
    <Block title={title}>
      {present ? children : <p className={styles.missing}>{t('productDetail.notAvailable')}</p>}
    </Block>
  );
}

/** The label information: what art. 14 Reg. 1169/2011 asks to be known before purchase. */
export function ProductInfoBlock({ info, product }: { info: ProductInfo; product?: Product }) {
  const { t } = useTranslation();
  const contains = info.allergyAdvice.contains;
  return (
    <section className={styles.info} aria-labelledby="product-info-title">
      <h2 id="product-info-title" className={styles.title}>
        {t('productDetail.info')}
      </h2>
      <div className={styles.grid}>
        <Block title={t('productDetail.description')}>
          <p>{info.description}</p>
        </Block>
        <Particular info={info} title={t('productDetail.legalName')} present={!!info.legalName}>
          <p>{info.legalName}</p>
        </Particular>
        {info.food || info.netQuantity ? (
          <Block title={t('productDetail.netQuantity')}>
            <NetQuantity quantity={info.netQuantity} product={product} />
          </Block>
        ) : null}
        <Particular info={info} title={t('productDetail.ingredients')} present={!!info.ingredients}>
          <IngredientsText text={info.ingredients ?? ''} />
        </Particular>
        {info.food && !info.ingredients && contains.length > 0 ? (
          <p className={styles.containsLine}>
            {t('productDetail.allergens.containsLine', { list: contains.join(', ') })}
          </p>
        ) : null}
        {hasAllergens(info) ? (
          <Block title={t('productDetail.allergens.title')}>
            <AllergenGroups advice={info.allergyAdvice} />
          </Block>
        ) : null}
        <Particular info={info} title={t('productDetail.storage')} present={!!info.storage}>
          <p>{info.storage}</p>
        </Particular>
        <Particular info={info} title={t('productDetail.operator')} present={!!info.operator}>
          <p>
            {info.operator?.name}
            <br />
            {info.operator?.address}
          </p>
        </Particular>
        <Particular info={info} title={t('productDetail.country')} present={!!info.country}>
          <p>{info.country}</p>
        </Particular>
        {info.recycling ? (
          <Block title={t('productDetail.recycling')}>
            <p>{info.recycling}</p>
          </Block>
        ) : null}
        <Particular info={info} title={t('productDetail.nutrition')} present={!!info.nutrition}>
          {info.nutrition ? <NutritionTable nutrition={info.nutrition} /> : null}
        </Particular>
      </div>
    </section>
  );
}
