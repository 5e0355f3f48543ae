import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options';
import { calendarRoutes } from './calendar-routes';
import { catalogueImportRoutes } from './catalogue-import-routes';
import { contentSetupRoutes } from './content-setup-routes';
import { productMasterImportRoutes } from './product-master-import-routes';
import { productMasterRoutes } from './product-master-routes';
import { slotHoldSettingsRoutes } from './slot-hold-settings-routes';

/**
 * Store set-up by the staff under /cli/staff/...: catalogue import, slot calendar, banners
 * and featured products. Operators reach their own stores, administrators every store.
 */
export async function storeSetupRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  await app.register(catalogueImportRoutes, opts);
  await app.register(calendarRoutes, opts);
  await app.register(contentSetupRoutes, opts);
  await app.register(productMasterRoutes, opts);
  await app.register(productMasterImportRoutes, opts);
  await app.register(slotHoldSettingsRoutes, opts);
}
