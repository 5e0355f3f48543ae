import type { FastifyInstance } from 'fastify';
import {
  CartAbortRequest,
  CartMoveRequest,
  CartOpenRequest,
  CartReviewRequest,
} from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { authenticate } from '../accounts';
import { abortOrder } from '../../flows/abort-order';
import type { ModuleOptions } from '../module-options';
import { cartConfigRoutes } from './cart-config-routes';
import { cartLineRoutes } from './cart-line-routes';
import { moveCart } from './cart-move';
import { cartService } from './cart-service';

/**
 * Spec 7, cart and ordering: the customer's carts. Every route takes the customer from the
 * session (401 without one) and reaches only their own carts: another's cartId is 4004.
 */
export async function cartRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const carts = cartService();
  await app.register(cartLineRoutes, opts);
  await app.register(cartConfigRoutes, opts);

  app.post('/ecommerce/cart/open', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(CartOpenRequest, request.body);
    return ok({ cart: await db.transaction((tx) => carts.open(tx, userId, body)) });
  });

  app.get('/ecommerce/cart/current', async (request) => {
    return ok(await carts.current(db, await authenticate(request, db)));
  });

  app.get('/ecommerce/carts/open', async (request) => {
    return ok(await carts.list(db, await authenticate(request, db)));
  });

  app.post('/ecommerce/cart/review', async (request) => {
    const userId = await authenticate(request, db);
    const { cartId } = parse(CartReviewRequest, request.body);
    return ok(await carts.review(db, userId, cartId));
  });

  app.post('/ecommerce/cart/move', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(CartMoveRequest, request.body);
    return ok(await db.transaction((tx) => moveCart(tx, userId, body)));
  });

  // One path for two things (spec 7): a cart by cartId, an order by orderId.
  app.post('/ecommerce/cart/abort', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(CartAbortRequest, request.body);
    if (body.cartId !== undefined) {
      const { cartId } = body;
      return ok(await db.transaction((tx) => carts.abort(tx, userId, cartId)));
    }
    const { orderId } = body;
    if (orderId === undefined) throw new AppError('BAD_REQUEST');
    return ok(await db.transaction((tx) => abortOrder(tx, userId, orderId)));
  });
}
