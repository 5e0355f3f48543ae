import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useFeaturedProducts } from '../api/featured-products';
import { FeaturedEditor } from './featured-editor';
import { SetupFailure } from './setup-failure';
import styles from './setup.module.css';

/** The products the store's home page features, and whose list they are (the store's or the chain's). */
export function FeaturedProducts({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const featured = useFeaturedProducts(storeId);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('staff.setup.featured.title')}
      </h2>
      {featured.isPending ? <Spinner label={t('staff.setup.loading')} /> : null}
      {featured.isError ? <SetupFailure error={featured.error} /> : null}
      {featured.data ? (
        <>
          <p className={styles.hint}>
            {featured.data.source === 'STORE'
              ? t('staff.setup.featured.sourceStore')
              : t('staff.setup.featured.sourceChain')}
          </p>
          <FeaturedEditor
            // A saved answer starts the editor again from what the server keeps.
            key={`${featured.data.source}-${featured.data.products.map((p) => p.barcode).join()}`}
            storeId={storeId}
            featured={featured.data}
          />
        </>
      ) : null}
    </section>
  );
}
