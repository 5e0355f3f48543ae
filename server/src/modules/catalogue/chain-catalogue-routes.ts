import { CatalogueQuery } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { okPage } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../module-options';
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
    return okPage(store === undefined ? await chain.list(query) : await inStore.list(store, query));
  });
}
