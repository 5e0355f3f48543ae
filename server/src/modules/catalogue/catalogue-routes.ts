import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { createCategoryService } from './category-service';
import { chainCatalogueRoutes } from './chain-catalogue-routes';
import { productImageRoutes } from './product-image-routes';
import { productRoutes } from './product-routes';

/** Categories, tags, products and product pictures. */
export async function catalogueRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const categories = createCategoryService(opts.db);

  const cached = { config: { guestCache: true } };
  app.get('/categories', cached, async () => ok(await categories.tree()));
  app.get('/ecommerce/productsTags', cached, async () => ok(await categories.tags()));

  // Only what the children need: passing `opts` on would pass the parent's prefix again.
  const children: ModuleOptions = { db: opts.db, config: opts.config };
  await app.register(productRoutes, children);
  await app.register(productImageRoutes, children);
  await app.register(chainCatalogueRoutes, children);
}
