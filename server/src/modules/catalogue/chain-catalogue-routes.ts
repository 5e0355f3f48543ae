import { CatalogueQuery } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { okPage } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../routes';
import { createChainCatalogue } from './chain-catalogue-service';
import { createProductService } from './product-service';

/**
 * Issue 18: GET /cli/ecommerce/products?store=&q=…: with a store, exactly the spec's
 * /products/{store}; with none (or empty), the chain's catalogue.
 */
export async function chainCatalogueRoutes(
  app: FastifyInstance,
  opts: ModuleOptions,
): Promise<void> {
  const inStore = createProductService(opts.db);
  const chain = createChainCatalogue(opts.db);

  app.get('/ecommerce/products', async (request) => {
    const { store, ...query } = parse(CatalogueQuery, request.query);
    // Prices, offers and what is sold differ per store: ordering and brands need one.
    if (store === undefined && (query.sort || query.brand)) {
      const field = query.sort ? 'sort' : 'brand';
      throw new AppError('BAD_REQUEST', {
        message: `Richiesta non valida (${field}: needs a store)`,
        errors: [{ field, message: 'needs a store' }],
      });
    }
    return okPage(store === undefined ? await chain.list(query) : await inStore.list(store, query));
  });
}
