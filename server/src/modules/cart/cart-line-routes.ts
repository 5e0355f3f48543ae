import { CartDeleteItemRequest, CartLineResult, CartStoreRequest } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { cartLineService } from './cart-line-service';
import { parsed, type RouteApp } from '../../http/route-schema';

/** Adding, changing and removing lines: always the session's customer and own cart. */
export async function cartLineRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const lines = cartLineService();

  app.post(
    '/ecommerce/cart/store',
    {
      schema: {
        tag: 'Cart',
        summary: "Set a product's quantity: `amount` pieces (PZ) or `weight` kilograms (KG)",
        auth: 'customer',
        body: CartStoreRequest,
        data: CartLineResult,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => lines.store(tx, userId, body)));
    },
  );

  app.post(
    '/ecommerce/cart/delete',
    {
      schema: {
        tag: 'Cart',
        summary: 'Remove a line',
        auth: 'customer',
        body: CartDeleteItemRequest,
        data: CartLineResult,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => lines.remove(tx, userId, body)));
    },
  );
}
