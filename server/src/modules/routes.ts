import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from './module-options';
import { parsedInHandler } from '../http/route-schema';
import { accountsRoutes } from './accounts/accounts-routes';
import { addressesRoutes } from './addresses/addresses-routes';
import { buyAgainRoutes } from './buy-again/buy-again-routes';
import { apiDocsRoutes } from './api-docs/api-docs-routes';
import { collectRouteDocs } from './api-docs/route-doc';
import { cartRoutes } from './cart/cart-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { configurationRoutes } from './configuration/configuration-routes';
import { contentRoutes } from './content/content-routes';
import { deliveriesRoutes } from './deliveries/deliveries-routes';
import { geographyRoutes } from './geography/geography-routes';
import { invoicesRoutes } from './invoices/invoices-routes';
import { ordersRoutes } from './orders/orders-routes';
import { orderChangesRoutes } from './orders/order-changes-routes';
import { paymentsRoutes } from './payments/payments-routes';
import { photosRoutes } from './photos/photos-routes';
import { searchRoutes } from './catalogue/search/search-routes';
import { searchStaffRoutes } from './catalogue/search/search-staff-routes';
import { signupRoutes } from './signup/signup-routes';
import { slotsRoutes } from './slots/slots-routes';
import { smartListsRoutes } from './smart-lists/smart-lists-routes';
import { staffRoutes } from './staff/staff-routes';
import { storeSetupRoutes } from './store-setup/store-setup-routes';
import { storeOrdersRoutes } from './store-orders/store-orders-routes';
import { storesRoutes } from './stores/stores-routes';
import { substitutionRoutes } from './substitutions/substitution-routes';

/** Every domain's routes, mounted under /cli as the spec names them. */
export async function moduleRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  // Only the dependencies travel on: passing Fastify's own options (prefix) would repeat /cli.
  const opts: ModuleOptions = { db: options.db, config: options.config };
  // Each route parses its request with the zod schemas it declares (src/http/route-schema.ts),
  // and the OpenAPI document is read from the same declarations.
  app.setValidatorCompiler(parsedInHandler);
  const routes = collectRouteDocs(app);
  await app.register(catalogueRoutes, opts);
  await app.register(searchRoutes, opts);
  await app.register(contentRoutes, opts);
  await app.register(photosRoutes, opts);
  await app.register(deliveriesRoutes, opts);
  await app.register(storesRoutes, opts);
  await app.register(geographyRoutes, opts);
  await app.register(slotsRoutes, opts);
  await app.register(configurationRoutes, opts);
  await app.register(accountsRoutes, opts);
  await app.register(signupRoutes, opts);
  await app.register(addressesRoutes, opts);
  await app.register(cartRoutes, opts);
  await app.register(substitutionRoutes, opts);
  await app.register(ordersRoutes, opts);
  await app.register(orderChangesRoutes, opts);
  await app.register(paymentsRoutes, opts);
  await app.register(smartListsRoutes, opts);
  await app.register(buyAgainRoutes, opts);
  await app.register(staffRoutes, opts);
  await app.register(storeOrdersRoutes, opts);
  await app.register(invoicesRoutes, opts);
  await app.register(storeSetupRoutes, opts);
  await app.register(searchStaffRoutes, opts);
  await app.register(apiDocsRoutes, { routes });
}
