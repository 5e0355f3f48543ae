import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../module-options';
import { billingRoutes } from './billing-routes';
import { lookupsRoutes } from './lookups-routes';
import { shippingRoutes } from './shipping-routes';

/** Address lookups (public) and the customer's shipping and billing addresses (logged in). */
export async function addressesRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  await lookupsRoutes(app, opts);
  await shippingRoutes(app, opts);
  await billingRoutes(app, opts);
}
