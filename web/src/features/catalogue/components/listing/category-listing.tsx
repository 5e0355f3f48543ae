import type { Tag } from '@spesa/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCategories } from '../../api/get-categories';
import { Spinner } from '@/shared/ui/spinner';
import { useProductTags } from '../../api/get-product-tags';
import { useCatalogueStoreId } from '../../hooks/use-catalogue-store-id';
import { findCategoryPath, sortCategories } from '../../utils/category-tree';
import {
  readSelection,
  writeSelection,
  type ListingSelection,
} from '../../utils/listing-selection';
import { readOrder, writeOrder } from '../../utils/listing-order';
import { readListingState, type ProductLinkState } from '../../utils/navigation-state';
import { CategoryTree } from './category-tree';
import { ListingFilters, type FilterValues } from './listing-filters';
import { ListingOrder } from './listing-order';
import { ProductListing } from './product-listing';
import styles from './listing-page.module.css';

export interface CategoryListingProps {
  /** Set on /category/tag: the listing shows only this tag and hides the tag checkboxes. */
  tag?: Tag;
}

/** The category page: sidebar tree, filters and the infinite product grid (spec 2 and 4). */
export function CategoryListing({ tag }: CategoryListingProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params, readListingState(location.state));
  const order = readOrder(params);
  const categories = useCategories();
  const productTags = useProductTags();
  const { storeId } = useCatalogueStoreId();
  const tree = useMemo(() => sortCategories(categories.data ?? []), [categories.data]);
  const { main, sub } = findCategoryPath(tree, selection.categoryId);

  // The canonical query of this listing, so links and the product's way back keep it all.
  const queryOf = (next: ListingSelection) => {
    const query = writeSelection(params, next);
    if (tag) query.set('tag', tag.id);
    return `?${query.toString()}`;
  };
  const title =
    tag?.description ??
    sub?.description ??
    main?.description ??
    readListingState(location.state).categoryTitle ??
    t('catalogueListing.allProducts');
  const tags = tag ? [] : selection.tags;
  const linkState: ProductLinkState = {
    from: `${location.pathname}${queryOf(selection)}`,
    categoryId: selection.categoryId ?? undefined,
    mainCategory: main?.id,
    subCategory: sub?.id,
    categoryTitle: title,
    onlyPromotions: selection.onlyPromotions,
    onlyBranded: selection.onlyBranded,
    tags,
    ...(tag ? { isTag: true, tag: tag.id, tagDescription: tag.description } : {}),
  };
  const filters = {
    category: selection.categoryId ?? undefined,
    onlyPromotions: selection.onlyPromotions,
    onlyBranded: selection.onlyBranded,
    tag: tag?.id ?? tags[0],
  };
  // flushSync: the boxes are controlled by the address, and a navigation in a transition would
  // show a ticked box unticked until the listing had rendered again.
  // The tag boxes, the order row and the cards appear together: tags arriving after the cards
  // would add a row of boxes and push everything below it down (a layout shift).
  const tagsPending = !tag && productTags.isPending;
  const changeFilters = (values: FilterValues) =>
    setParams(queryOf({ ...selection, ...values }), { replace: true, flushSync: true });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <CategoryTree
            categories={tree}
            selectedId={selection.categoryId}
            hrefFor={(categoryId) => queryOf({ ...selection, categoryId })}
          />
        </aside>
        <section className={styles.results} aria-label={t('catalogueListing.products')}>
          {tagsPending ? (
            <Spinner />
          ) : (
            <>
              <ListingFilters
                values={{ ...selection, tags }}
                onChange={changeFilters}
                tags={tag ? [] : productTags.data}
              />
              <ListingOrder
                storeId={storeId}
                filters={filters}
                value={order}
                onChange={(next) =>
                  setParams(`?${writeOrder(new URLSearchParams(queryOf(selection)), next)}`, {
                    replace: true,
                  })
                }
              />
              <ProductListing
                storeId={storeId}
                filters={{ ...filters, ...order }}
                extraTags={tags.slice(1)}
                emptyText={t('catalogueListing.emptyCategory')}
                listName={tag ? `tag:${tag.id}` : 'category'}
                linkState={linkState}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
