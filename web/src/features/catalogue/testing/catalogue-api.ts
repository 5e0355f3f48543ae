import { defaultWebConfiguration } from '@/shared/config/web-configuration';
import { makeProduct, makeStore } from '@/testing/fixtures';
import { stubFetch } from './render-route';

export const categoryTree = [
  {
    id: '01',
    description: 'ORTOFRUTTA',
    order: 1,
    items: [
      { id: '0102', description: 'Verdura', order: 2, items: [] },
      { id: '0101', description: 'Frutta fresca', order: 1, items: [] },
    ],
  },
  { id: '02', description: 'CARNI', order: 2, items: [] },
];

export const tags = [
  { id: 'Bio', description: 'Bio' },
  { id: 'Vegano', description: 'Vegano' },
];

interface CatalogueApiOptions {
  totalPages?: number;
  perPage?: number;
}

/** A fake catalogue API: store 7, a small tree, and product pages named after their query. */
export function stubCatalogueApi({ totalPages = 2, perPage = 3 }: CatalogueApiOptions = {}) {
  return stubFetch((url) => {
    if (url.pathname === '/cli/categories') return { responseCode: 0, data: categoryTree };
    if (url.pathname === '/cli/ecommerce/productsTags') return { responseCode: 0, data: tags };
    if (url.pathname === '/cli/configuration/web')
      return { responseCode: 0, data: defaultWebConfiguration };
    if (url.pathname === '/cli/stores/ecommerce')
      return {
        responseCode: 0,
        data: [makeStore({ id: '7' })],
        totalPages: 1,
        number: 0,
        last: true,
      };
    const page = Number(url.searchParams.get('p') ?? 0);
    const data =
      totalPages === 0
        ? []
        : Array.from({ length: perPage }, (_, i) =>
            makeProduct({ id: String(page * 100 + i), description: `Prodotto ${page}-${i}` }),
          );
    return { responseCode: 0, data, totalPages, number: page, last: page + 1 >= totalPages };
  });
}
