import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featuredProductsQueryOptions } from '@/features/catalogue/api/get-featured-products';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { productsInfiniteQueryOptions } from '@/features/catalogue/api/get-products';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { createQueryClient } from '@/shared/api/query-client';
import { useUserStore } from '@/shared/state/user-store';
import { prefetchFirstScreen } from './prefetch-first-screen';

// Every call answers an empty success: only which calls start, and under which keys, matters.
function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ responseCode: 0, data: [] })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function urls(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).sort();
}

function open(path: string, search = '') {
  const client = createQueryClient({ retry: false });
  prefetchFirstScreen(client, { path, search, state: null });
  return client;
}

describe('prefetchFirstScreen', () => {
  beforeEach(() => {
    useUserStore.setState({ defaultStore: { id: '7', name: 'Spesa Centro' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts home’s calls under the keys its hooks read', () => {
    const fetchMock = stubFetch();
    const client = open('/home');
    expect(urls(fetchMock)).toEqual([
      '/cli/cms/banners?category=WEB&storeId=7',
      '/cli/configuration/web',
      '/cli/ecommerce/products/7/featured',
      '/cli/ecommerce/productsTags',
    ]);
    expect(client.getQueryState(featuredProductsQueryOptions('7').queryKey)).toBeDefined();
    expect(client.getQueryState(bannersQueryOptions('7').queryKey)).toBeDefined();
  });

  it('asks for the first page of a category with the listing’s own filters', () => {
    const fetchMock = stubFetch();
    const client = open('/category', '?c=01&promo=1');
    expect(urls(fetchMock)).toContain(
      '/cli/ecommerce/products/7?category=01&onlyPromotions=true&p=0',
    );
    const key = productsInfiniteQueryOptions('7', {
      category: '01',
      onlyPromotions: true,
      onlyBranded: false,
      tag: undefined,
    }).queryKey;
    expect(client.getQueryState(key)).toBeDefined();
  });

  it('asks for the search’s first page and a product by either of its addresses', () => {
    const fetchMock = stubFetch();
    open('/search', '?q=%20pasta%20');
    const client = open('/frutta/mele/mele-golden/8001234567890');
    expect(urls(fetchMock)).toEqual(
      expect.arrayContaining([
        '/cli/ecommerce/products/7?q=pasta&p=0',
        '/cli/ecommerce/products/barcode/8001234567890?store=7',
      ]),
    );
    expect(client.getQueryState(productQueryOptions('8001234567890', '7').queryKey)).toBeDefined();
  });

  it('starts no store-bound call on home before a store is chosen', () => {
    useUserStore.setState({ defaultStore: null });
    const fetchMock = stubFetch();
    open('/home');
    expect(urls(fetchMock)).toEqual(['/cli/configuration/web']);
  });
});
