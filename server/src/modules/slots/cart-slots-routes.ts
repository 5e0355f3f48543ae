import type { FastifyInstance } from 'fastify';
import { CartSlotsParams, CartSlotsQuery } from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { authenticate } from '../accounts';
import type { ModuleOptions } from '../module-options';
import { cartSlotsService } from './cart-slots-service';

/** The customer's own slots: their current cart, or a cart of theirs by id (4004 otherwise). */
export async function cartSlotsRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const service = cartSlotsService(db);

  app.get('/ecommerce/slots/first/available', async (request) => {
    return ok(await service.first(await authenticate(request, db)));
  });

  app.get('/ecommerce/slots/:cartId/days', async (request) => {
    const userId = await authenticate(request, db);
    const { cartId } = parse(CartSlotsParams, request.params);
    return ok(await service.days(userId, cartId));
  });

  app.get('/ecommerce/slots/:cartId', async (request) => {
    const userId = await authenticate(request, db);
    const { cartId } = parse(CartSlotsParams, request.params);
    const query = parse(CartSlotsQuery, request.query);
    return ok(await service.ofDay(userId, cartId, query));
  });
}
