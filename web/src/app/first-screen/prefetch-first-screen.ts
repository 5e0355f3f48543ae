import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories';
import { featuredProductsQueryOptions } from '@/features/catalogue/api/get-featured-products';
import { firstStoreQueryOptions } from '@/features/catalogue/api/get-first-store';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { productInfoQueryOptions } from '@/features/catalogue/api/get-product-info';
import { productTagsQueryOptions } from '@/features/catalogue/api/get-product-tags';
import { productsInfiniteQueryOptions } from '@/features/catalogue/api/get-products';
import { readSelection } from '@/features/catalogue/utils/listing-selection';
import { readListingState } from '@/features/catalogue/utils/navigation-state';
import { readSearch } from '@/features/catalogue/utils/search-selection';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { deliveriesQueryOptions } from '@/features/stores/api/get-deliveries';
import { webConfigurationQueryOptions } from '@/shared/config/web-configuration';
import { useUserStore } from '@/shared/state/user-store';
import { firstScreenAt, type FirstScreenName } from './first-screens';

/** Where the app is opened: the path inside the app (no /app base), its query and history state. */
export interface FirstScreenLocation {
  path: string;
  search: string;
  /** React Router's navigation state, as a reload finds it in history.state.usr. */
  state: unknown;
}

/**
 * Starts the API calls of the screen the app opens on, before React renders. useQuery only
 * fetches once the whole tree has committed, which on a slow phone comes a second or more
 * after the code has arrived; started here, the replies travel while the route's chunk loads
 * and the first render already has its data. The same query options as the screens' hooks,
 * so the hooks find these entries; prefetchQuery never throws, and a failed call is retried
 * by the screen's own query as before.
 */
export function prefetchFirstScreen(client: QueryClient, location: FirstScreenLocation): void {
  const params = new URLSearchParams(location.search);
  const storeId = useUserStore.getState().defaultStore?.id;
  // The catalogue's store: the chosen one, or the first e-commerce store (useCatalogueStoreId).
  // Once known (the server's first paint asks twice), the first store's id serves as well.
  const catalogueStore = () => {
    if (storeId !== undefined) return storeId;
    const first = client.getQueryData(firstStoreQueryOptions(true).queryKey);
    if (first === undefined) void client.prefetchQuery(firstStoreQueryOptions(true));
    return first?.id;
  };
  const firstPage = (filters: Parameters<typeof productsInfiniteQueryOptions>[1]) => {
    const store = catalogueStore();
    if (store !== undefined)
      void client.prefetchInfiniteQuery(productsInfiniteQueryOptions(store, filters));
  };

  void client.prefetchQuery(webConfigurationQueryOptions);
  const opened = firstScreenAt(location.path);
  if (!opened) return;
  // Each first screen's calls (first-screens.ts lists the screens).
  const calls: Record<FirstScreenName, () => void> = {
    landing: () => void client.prefetchQuery(deliveriesQueryOptions),
    home: () => {
      if (storeId === undefined) return;
      void client.prefetchQuery(bannersQueryOptions(storeId));
      void client.prefetchQuery(productTagsQueryOptions);
      void client.prefetchQuery(featuredProductsQueryOptions(storeId));
    },
    category: () => {
      const selection = readSelection(params, readListingState(location.state));
      void client.prefetchQuery(categoriesQueryOptions);
      void client.prefetchQuery(productTagsQueryOptions);
      // As category-listing.tsx asks for its first page.
      firstPage({
        category: selection.categoryId ?? undefined,
        onlyPromotions: selection.onlyPromotions,
        onlyBranded: selection.onlyBranded,
        tag: selection.tags[0],
      });
    },
    'category-tag': () => undefined,
    search: () => firstPage(readSearch(params, location.state)),
    stores: () => undefined,
    product: () => {
      const barcode = decodeURIComponent(opened.parts.barcode ?? '');
      const store = catalogueStore();
      if (store !== undefined) void client.prefetchQuery(productQueryOptions(barcode, store));
      void client.prefetchQuery(productInfoQueryOptions(barcode));
    },
  };
  calls[opened.screen.name]();
}
