import type { FastifyInstance } from 'fastify';
import {
  CartCopyRequest,
  FreezeCheckRequest,
  FreezeRequest,
  OrderIdParam,
  OrdersQuery,
} from '@spesa/contracts';
import { ok, okPage, toPage } from '../../http/reply';
import { parse } from '../../http/validate';
import { authenticate } from '../accounts';
import { shopToday } from '../../shared/shop-time';
import { lockOpenCart } from '../cart';
import type { ModuleOptions } from '../module-options';
import { cartChangedReply, reconcileCart } from './freeze-check';
import { loadOrderWithPayment } from '../../flows/order-with-payment';
import { idempotencyKeyOf } from '../payments';
import { placeOrder } from '../../flows/place-order/place-order';
import { copyOrder } from './order-copy';
import { toOrderSummary } from './order-mapper';
import { listOrders } from './order-queries';

/**
 * Placing and following orders (spec 7, cart and ordering). The customer comes from the
 * session; another customer's cart is 4004 and another customer's order 404, never data.
 * 4105 answers (prices changed, lines gone) are HTTP 200 with the changes as data.
 */
export async function ordersRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;
  const provider = config.paymentProvider;

  app.post('/ecommerce/cart/freeze/check', async (request) => {
    const userId = await authenticate(request, db);
    const { cartId, preview } = parse(FreezeCheckRequest, request.body);
    const checked = await db.transaction(async (tx) =>
      reconcileCart(tx, await lockOpenCart(tx, userId, cartId), shopToday(), { preview }),
    );
    // Spec 3, freeze check result: the same shape for both codes, the lists empty with 0.
    if (!checked.changed)
      return ok({ cart: checked.view.cart, updatedItems: [], removedItems: [] });
    const { updatedItems, removedItems } = checked;
    return cartChangedReply({ cart: checked.view.cart, updatedItems, removedItems });
  });

  app.post('/ecommerce/cart/freeze', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(FreezeRequest, request.body);
    const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
    const outcome = await placeOrder(db, userId, body, { provider, idempotencyKey });
    return outcome.kind === 'placed' ? ok(outcome.order) : cartChangedReply(outcome.changes);
  });

  app.post('/ecommerce/cart/copy', async (request) => {
    const userId = await authenticate(request, db);
    const body = parse(CartCopyRequest, request.body);
    const outcome = await db.transaction((tx) => copyOrder(tx, userId, body));
    return outcome.changed ? cartChangedReply(outcome.changes) : ok(outcome.changes.cart);
  });

  app.get('/ecommerce/orders', async (request) => {
    const userId = await authenticate(request, db);
    const { s, p } = parse(OrdersQuery, request.query);
    const { rows, total } = await listOrders(db, userId, p, s);
    return okPage(toPage(rows.map(toOrderSummary), total, p, s));
  });

  app.get('/ecommerce/orders/:id/fetch', async (request) => {
    const userId = await authenticate(request, db);
    const { id } = parse(OrderIdParam, request.params);
    return ok(await loadOrderWithPayment(db, userId, id));
  });
}
