import { ok } from '../../http/reply';
import type { ModuleOptions } from '../module-options';
import { createCategoryService } from './category-service';
import { chainCatalogueRoutes } from './chain-catalogue-routes';
import { productImageRoutes } from './product-image-routes';
import { productRoutes } from './product-routes';
import type { RouteApp } from '../../http/route-schema';
import { z } from 'zod';
import { Category, Tag } from '@spesa/contracts';

/** Categories, tags, products and product pictures. */
export async function catalogueRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const categories = createCategoryService(opts.db);

  const cached = { config: { guestCache: true } };
  app.get(
    '/categories',
    {
      ...cached,
      schema: {
        tag: 'Catalogue',
        summary: 'Category tree',
        auth: 'public',
        data: z.array(Category),
      },
    },
    async () => ok(await categories.tree()),
  );
  app.get(
    '/ecommerce/productsTags',
    {
      ...cached,
      schema: { tag: 'Catalogue', summary: 'Product tags', auth: 'public', data: z.array(Tag) },
    },
    async () => ok(await categories.tags()),
  );

  // Only what the children need: passing `opts` on would pass the parent's prefix again.
  const children: ModuleOptions = { db: opts.db, config: opts.config };
  await app.register(productRoutes, children);
  await app.register(productImageRoutes, children);
  await app.register(chainCatalogueRoutes, children);
}
