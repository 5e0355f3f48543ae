import type { FastifyInstance } from 'fastify';
import { CartDeleteItemRequest, CartStoreRequest } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { cartLineService } from './cart-line-service';

/** Adding, changing and removing lines: always the session's customer and own cart. */
export async function cartLineRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const lines = cartLineService();

  app.post('/ecommerce/cart/store', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(CartStoreRequest, request.body);
    return ok(await db.transaction((tx) => lines.store(tx, userId, body)));
  });

  app.post('/ecommerce/cart/delete', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(CartDeleteItemRequest, request.body);
    return ok(await db.transaction((tx) => lines.remove(tx, userId, body)));
  });
}
