import {
  Cart,
  CartAbortRequest,
  CartChanges,
  CartMoveRequest,
  CartOpenRequest,
  CartOpenResult,
  CartReviewRequest,
  ReplyId,
} from '@spesa/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/reply';
import { authenticate } from '../accounts';
import { mailQueued } from '../mail';
import { abortOrder } from '../../flows/abort-order';
import type { ModuleOptions } from '../module-options';
import { cartConfigRoutes } from './cart-config-routes';
import { cartLineRoutes } from './cart-line-routes';
import { moveCart } from './cart-move';
import { cartService } from './cart-service';
import { parsed, type RouteApp } from '../../http/route-schema';
import { z } from 'zod';

/**
 * Spec 7, cart and ordering: the customer's carts. Every route takes the customer from the
 * session (401 without one) and reaches only their own carts: another's cartId is 4004.
 */
export async function cartRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;
  const carts = cartService();
  await app.register(cartLineRoutes, opts);
  await app.register(cartConfigRoutes, opts);

  app.post(
    '/ecommerce/cart/open',
    {
      schema: {
        tag: 'Cart',
        summary: 'Open (or find) the cart of a store and mode; it becomes the current one',
        auth: 'customer',
        body: CartOpenRequest,
        data: CartOpenResult,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok({ cart: await db.transaction((tx) => carts.open(tx, userId, body)) });
    },
  );

  app.get(
    '/ecommerce/cart/current',
    { schema: { tag: 'Cart', summary: 'The current cart', auth: 'customer', data: Cart } },
    async (request) => {
      return ok(await carts.current(db, await authenticate(request, db)));
    },
  );

  app.get(
    '/ecommerce/carts/open',
    {
      schema: {
        tag: 'Cart',
        summary: 'Every open cart, the current one first',
        auth: 'customer',
        data: z.array(Cart),
      },
    },
    async (request) => {
      return ok(await carts.list(db, await authenticate(request, db)));
    },
  );

  app.post(
    '/ecommerce/cart/review',
    {
      schema: {
        tag: 'Cart',
        summary: 'A cart by id',
        auth: 'customer',
        body: CartReviewRequest,
        data: Cart,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { cartId } = parsed(request, 'body');
      return ok(await carts.review(db, userId, cartId));
    },
  );

  app.post(
    '/ecommerce/cart/move',
    {
      schema: {
        tag: 'Cart',
        summary: 'Move the cart to another store or mode',
        auth: 'customer',
        body: CartMoveRequest,
        data: CartChanges,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      return ok(await db.transaction((tx) => moveCart(tx, userId, body)));
    },
  );

  // One path for two things (spec 7): a cart by cartId, an order by orderId.
  app.post(
    '/ecommerce/cart/abort',
    {
      schema: {
        tag: 'Cart',
        summary: 'Abort a cart (cartId) or an order not yet prepared (orderId)',
        auth: 'customer',
        body: CartAbortRequest,
        data: z
          .object({ cartId: ReplyId })
          .strict()
          .or(z.object({ orderId: ReplyId }).strict()),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      if (body.cartId !== undefined) {
        const { cartId } = body;
        return ok(await db.transaction((tx) => carts.abort(tx, userId, cartId)));
      }
      const { orderId } = body;
      if (orderId === undefined) throw new AppError('BAD_REQUEST');
      const aborted = await db.transaction((tx) => abortOrder(tx, userId, orderId));
      mailQueued();
      return ok(aborted);
    },
  );
}
