import { CatalogueQuery, Product } from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { okPage } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { createChainCatalogue } from './chain-catalogue-service';
import { createProductService } from './product-service';
import { parsed, type RouteApp } from '../../http/route-schema';

/**
 * Issue 18: GET /cli/ecommerce/products?store=&q=…: with a store, exactly the spec's
 * /products/{store}; with none (or empty), the chain's catalogue.
 */
export async function chainCatalogueRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const inStore = createProductService(opts.db);
  const chain = createChainCatalogue(opts.db);

  app.get(
    '/ecommerce/products',
    {
      schema: {
        tag: 'Catalogue',
        summary: 'Products with or without a store',
        description:
          "With `store`, exactly `/products/{store}`. Without (or empty): every product some store sells, at the chain price (the median of the stores' prices) with chain-wide offers only; `available` is true when some store has it. Both carry `totalElements`, the number of all matches (an extension of the paging).",
        auth: 'public',
        querystring: CatalogueQuery,
        data: Product,
        paged: 'counted',
      },
    },
    async (request) => {
      const { store, ...query } = parsed(request, 'query');
      // Prices, offers and what is sold differ per store: ordering and brands need one.
      if (store === undefined && (query.sort || query.brand)) {
        const field = query.sort ? 'sort' : 'brand';
        throw new AppError('BAD_REQUEST', {
          message: `Richiesta non valida (${field}: needs a store)`,
          errors: [{ field, message: 'needs a store' }],
        });
      }
      return okPage(
        store === undefined ? await chain.list(query) : await inStore.list(store, query),
      );
    },
  );
}
