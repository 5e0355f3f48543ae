import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadError } from '@/shared/ui/load-error';
import { Spinner } from '@/shared/ui/spinner';
import { useInfiniteProducts, type ProductFilters } from '../../api/get-products';
import { useInfiniteSentinel } from '../../hooks/use-infinite-sentinel';
import { usePageImpressions } from '../../hooks/use-page-impressions';
import type { ProductLinkState } from '../../utils/navigation-state';
import { ProductGrid } from '../product-grid';
import styles from './product-listing.module.css';

export interface ProductListingProps {
  storeId: string | undefined;
  filters: ProductFilters;
  /**
   * Tags every product must also carry. The API filters by one tag, so further ticked
   * tags narrow the loaded pages here.
   */
  extraTags?: readonly string[];
  emptyText: string;
  /** Shown instead of the plain empty notice when nothing matches (the search's help). */
  empty?: ReactNode;
  listName: string;
  linkState: ProductLinkState;
}

/** An infinite grid of product cards: pages load on scroll, or with the button. */
export function ProductListing(props: ProductListingProps) {
  const { storeId, filters, extraTags = [], emptyText, empty, listName, linkState } = props;
  const { t } = useTranslation();
  const query = useInfiniteProducts(storeId, filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const ready = query.isSuccess && hasNextPage && !isFetchingNextPage;
  const sentinel = useInfiniteSentinel<HTMLDivElement>(ready, loadMore);
  usePageImpressions(
    query.data?.pages.map((page) => page.data),
    listName,
  );

  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;

  const products = query.data.pages
    .flatMap((page) => page.data)
    .filter((product) => extraTags.every((tag) => product.tags.includes(tag)));
  if (products.length === 0 && !hasNextPage) return empty ?? <EmptyState title={emptyText} />;
  // The server's count of all matches, not the loaded cards (issue 27.7). Tags beyond the
  // first narrow the loaded pages here, so then only the loaded matches are known.
  const total = extraTags.length === 0 ? query.data.pages[0]?.totalElements : undefined;

  return (
    <div className={styles.listing}>
      {/* The grid's heading: the cards' h3 titles follow the page's h1 through it (27.11). */}
      <h2 className={styles.count} aria-live="polite">
        {t('catalogueListing.shown', { count: total ?? products.length })}
      </h2>
      <ProductGrid products={products} listName={listName} linkState={linkState} />
      <div ref={sentinel} className={styles.more}>
        {isFetchingNextPage ? <Spinner label={t('catalogueListing.loadingMore')} /> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button variant="secondary" onClick={loadMore}>
            {t('catalogueListing.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
