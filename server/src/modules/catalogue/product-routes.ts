import { BarcodeParam, BarcodeStoreQuery, ProductsQuery, StoreParam } from '@spesa/contracts';
import type { FastifyInstance } from 'fastify';
import { ok, okPage } from '../../http/reply';
import { parse } from '../../http/validate';
import type { ModuleOptions } from '../module-options';
import { missRecorder } from './search/search-misses';
import { createProductService } from './product-service';

export async function productRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const service = createProductService(opts.db);
  const misses = missRecorder(opts.db);
  app.addHook('onClose', () => misses.flush());
  // None of these reads looks at the session: a guest and a shopper get the same reply.
  const cached = { config: { guestCache: true } };

  app.get('/ecommerce/products/:store', cached, async (request) => {
    const { store } = parse(StoreParam, request.params);
    const query = parse(ProductsQuery, request.query);
    const page = await service.list(store, query, request.catalogueVersion ?? null);
    // A search that found nothing is counted, and counted again whenever its cached reply is served.
    if (query.q && page.totalPages === 0) {
      const q = query.q;
      misses.record(store, q, request.ip);
      request.guestCacheReplay = (served) => misses.record(store, q, served.ip);
    }
    return okPage(page);
  });

  app.get('/ecommerce/products/:store/featured', cached, async (request) => {
    const { store } = parse(StoreParam, request.params);
    return ok(await service.featured(store));
  });

  // Static segments win over parameters in Fastify's router, so 'barcode' is never read as a store.
  app.get('/ecommerce/products/barcode/:barcode', cached, async (request) => {
    const { barcode } = parse(BarcodeParam, request.params);
    const { store } = parse(BarcodeStoreQuery, request.query);
    return ok(await service.byBarcode(store, barcode));
  });

  app.get('/ecommerce/products/barcode/:barcode/info', cached, async (request) => {
    const { barcode } = parse(BarcodeParam, request.params);
    return ok(await service.info(barcode));
  });
}
