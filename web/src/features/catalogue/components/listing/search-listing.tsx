import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCatalogueStoreId } from '../../hooks/use-catalogue-store-id';
import type { ProductLinkState } from '../../utils/navigation-state';
import { readOrder, writeOrder, type ListingOrder as Order } from '../../utils/listing-order';
import { readSearch } from '../../utils/search-selection';
import { ListingFilters, type FilterValues } from './listing-filters';
import { ListingOrder } from './listing-order';
import { ProductListing } from './product-listing';
import { SearchHelpPanel } from './search-help';
import styles from './listing-page.module.css';

/** The search page: two filters and the infinite grid of matches (spec 2 and 4). */
export function SearchListing() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params, location.state);
  const order = readOrder(params);
  const { storeId } = useCatalogueStoreId();

  const queryOf = (values: Omit<FilterValues, 'tags'>, next: Order = order) => {
    const query = new URLSearchParams();
    if (search.q) query.set('q', search.q);
    if (values.onlyPromotions) query.set('promo', '1');
    if (values.onlyBranded) query.set('brand', '1');
    return `?${writeOrder(query, next).toString()}`;
  };
  let title = t('searchPage.allProducts');
  if (search.q) title = t('searchPage.resultsFor', { query: search.q });
  else if (search.onlyPromotions) title = t('searchPage.onOffer');
  else if (search.onlyBranded) title = t('searchPage.branded');
  const linkState: ProductLinkState = {
    from: `${location.pathname}${queryOf(search)}`,
    searchInput: search.q,
    onlyPromotions: search.onlyPromotions,
    onlyBranded: search.onlyBranded,
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <section className={styles.results} aria-label={t('catalogueListing.products')}>
        <ListingFilters
          values={{ ...search, tags: [] }}
          // flushSync: the boxes are controlled by the address (see category-listing.tsx).
          onChange={(values) => setParams(queryOf(values), { replace: true, flushSync: true })}
        />
        <ListingOrder
          storeId={storeId}
          filters={search}
          value={order}
          onChange={(next) => setParams(queryOf(search, next), { replace: true })}
          searching={Boolean(search.q)}
        />
        <ProductListing
          storeId={storeId}
          filters={{ ...search, ...order }}
          emptyText={t('searchPage.empty')}
          empty={
            search.q ? (
              <SearchHelpPanel storeId={storeId} q={search.q} linkState={linkState} />
            ) : undefined
          }
          listName="search"
          linkState={linkState}
        />
      </section>
    </div>
  );
}
