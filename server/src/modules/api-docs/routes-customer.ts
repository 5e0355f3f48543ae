import { accountRoutes } from './routes-customer-account';
import { cartRoutes } from './routes-customer-cart';
import { paymentAndListRoutes } from './routes-customer-payments';
import type { RouteDoc } from './route-doc';

/** The customer's account, cart, orders, payments and lists. */
export const customerRoutes: RouteDoc[] = [
  ...accountRoutes,
  ...cartRoutes,
  ...paymentAndListRoutes,
];
