import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ProductGrid } from './product-grid';
import styles from './featured-products.module.css';

export interface FeaturedProductsProps {
  storeId: number;
}

/** The featured-products block of one store, with its loading, error and empty states. */
export function FeaturedProducts({ storeId }: FeaturedProductsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useFeaturedProducts(storeId);

  let content;
  if (query.isPending) content = <Spinner />;
  else if (query.isError) content = <LoadError onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) content = <EmptyState title={t('catalogue.noFeatured')} />;
  else content = <ProductGrid products={query.data} busy={query.isPlaceholderData} />;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('catalogue.featuredTitle')}
      </h2>
      {content}
    </section>
  );
}
