import {
  BarcodeParam,
  BarcodeStoreQuery,
  BrandCount,
  BrandCountsQuery,
  Product,
  ProductInfo,
  ProductsQuery,
  StoreParam,
} from '@spesa/contracts';
import { ok, okPage } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { missRecorder } from './search/search-misses';
import { createProductService } from './product-service';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

export async function productRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const service = createProductService(opts.db);
  const misses = missRecorder(opts.db);
  app.addHook('onClose', () => misses.flush());
  // None of these reads looks at the session: a guest and a shopper get the same reply.
  const cached = { config: { guestCache: true } };

  app.get(
    '/ecommerce/products/:store',
    {
      ...cached,
      schema: {
        tag: 'Catalogue',
        summary: "A store's products: browse, filter, search",
        description:
          'Besides the paging fields `totalPages`, `number` and `last`, the reply carries `totalElements`, an extension: the exact number of products matching the query and filters, the same on every page. Extensions (issue 27.12): `brand` keeps one brand; `sort` orders by `price` (the card price, netPrice times umStep), `unitPrice` (per kilogram or litre; products without one last) or `name`, `dir` `asc` (default) or `desc`; without `sort`, shelf order, or relevance for a search. Pages never repeat or skip a product. An unknown `sort` or `dir` is a 400 naming it; empty means absent.',
        auth: 'public',
        params: StoreParam,
        querystring: ProductsQuery,
        data: Product,
        paged: 'counted',
      },
    },
    async (request) => {
      const { store } = parsed(request, 'params');
      const query = parsed(request, 'query');
      const page = await service.list(store, query, request.catalogueVersion ?? null);
      // A search that found nothing is counted, and counted again whenever its cached reply is served.
      // Narrowed to a brand, nothing found says nothing about the words.
      if (query.q && !query.brand && page.totalPages === 0) {
        const q = query.q;
        misses.record(store, q, request.ip);
        request.guestCacheReplay = (served) => misses.record(store, q, served.ip);
      }
      return okPage(page);
    },
  );

  app.get(
    '/ecommerce/products/:store/brands',
    {
      ...cached,
      schema: {
        tag: 'Catalogue',
        summary: "The brands of a listing's matches, with counts",
        description:
          'Issue 27.12: for the brand filter. The same filters as `/products/{store}` (`brand` is ignored, so the other brands stay on offer); most products first, then by name; products without a brand are left out.',
        auth: 'public',
        params: StoreParam,
        querystring: BrandCountsQuery,
        data: z.array(BrandCount),
      },
    },
    async (request) => {
      const { store } = parsed(request, 'params');
      const query = parsed(request, 'query');
      return ok(await service.brands(store, query, request.catalogueVersion ?? null));
    },
  );

  app.get(
    '/ecommerce/products/:store/featured',
    {
      ...cached,
      schema: {
        tag: 'Catalogue',
        summary: "A store's featured products",
        auth: 'public',
        params: StoreParam,
        data: z.array(Product),
      },
    },
    async (request) => {
      const { store } = parsed(request, 'params');
      return ok(await service.featured(store));
    },
  );

  // Static segments win over parameters in Fastify's router, so 'barcode' is never read as a store.
  app.get(
    '/ecommerce/products/barcode/:barcode',
    {
      ...cached,
      schema: {
        tag: 'Catalogue',
        summary: 'A product by barcode in a store',
        auth: 'public',
        params: BarcodeParam,
        querystring: BarcodeStoreQuery,
        data: Product,
      },
    },
    async (request) => {
      const { barcode } = parsed(request, 'params');
      const { store } = parsed(request, 'query');
      return ok(await service.byBarcode(store, barcode));
    },
  );

  app.get(
    '/ecommerce/products/barcode/:barcode/info',
    {
      ...cached,
      schema: {
        tag: 'Catalogue',
        summary: 'Label information of a product',
        auth: 'public',
        params: BarcodeParam,
        data: ProductInfo,
      },
    },
    async (request) => {
      const { barcode } = parsed(request, 'params');
      return ok(await service.info(barcode));
    },
  );
}
