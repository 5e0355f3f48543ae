import {
  Cart,
  CartChanges,
  CartCopyRequest,
  FreezeCheckRequest,
  FreezeCheckResult,
  FreezeRequest,
  Order,
  OrderIdParam,
  OrderSummary,
  OrdersQuery,
} from '@spesa/contracts';
import { ok, okPage, toPage } from '../../http/reply';
import { authenticate, requestedLanguage } from '../accounts';
import { mailQueued } from '../mail';
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
import { parsed, type RouteApp } from '../../http/route-schema';

/**
 * Placing and following orders (spec 7, cart and ordering). The customer comes from the
 * session; another customer's cart is 4004 and another customer's order 404, never data.
 * 4105 answers (prices changed, lines gone) are HTTP 200 with the changes as data.
 */
export async function ordersRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;
  const provider = config.paymentProvider;

  app.post(
    '/ecommerce/cart/freeze/check',
    {
      schema: {
        tag: 'Orders',
        summary: 'Check prices and availability before ordering',
        description:
          'The cart with the changed prices (`updatedItems`) and removed products (`removedItems`): code 0 when both lists are empty, code 4105 (HTTP 200) when not.',
        auth: 'customer',
        body: FreezeCheckRequest,
        data: FreezeCheckResult,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { cartId, preview } = parsed(request, 'body');
      const checked = await db.transaction(async (tx) =>
        reconcileCart(tx, await lockOpenCart(tx, userId, cartId), shopToday(), { preview }),
      );
      // Spec 3, freeze check result: the same shape for both codes, the lists empty with 0.
      if (!checked.changed)
        return ok({ cart: checked.view.cart, updatedItems: [], removedItems: [] });
      const { updatedItems, removedItems } = checked;
      return cartChangedReply(
        { cart: checked.view.cart, updatedItems, removedItems },
        request.headers['accept-language'],
      );
    },
  );

  app.post(
    '/ecommerce/cart/freeze',
    {
      schema: {
        tag: 'Orders',
        summary: 'Place the order (optional Idempotency-Key header)',
        description:
          "Code 0 with the order, or 4105 with the changes. The order confirmation mail is queued with the order; an Accept-Language naming `it` or `en` becomes the account's language, the one its mails are written in.",
        auth: 'customer',
        body: FreezeRequest,
        data: Order.or(CartChanges),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const language = requestedLanguage(request.headers['accept-language']);
      const outcome = await placeOrder(db, userId, body, { provider, idempotencyKey, language });
      // The confirmation mail committed with the order: this process's worker sends it now.
      if (outcome.kind === 'placed') mailQueued();
      return outcome.kind === 'placed'
        ? ok(outcome.order)
        : cartChangedReply(outcome.changes, request.headers['accept-language']);
    },
  );

  app.post(
    '/ecommerce/cart/copy',
    {
      schema: {
        tag: 'Orders',
        summary: "Copy an order's products into a cart",
        description:
          'Code 0 with the cart, or code 4105 (HTTP 200) with the changed prices and removed products in `data`.',
        auth: 'customer',
        body: CartCopyRequest,
        data: Cart.or(CartChanges),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const body = parsed(request, 'body');
      const outcome = await db.transaction((tx) => copyOrder(tx, userId, body));
      return outcome.changed
        ? cartChangedReply(outcome.changes, request.headers['accept-language'])
        : ok(outcome.changes.cart);
    },
  );

  app.get(
    '/ecommerce/orders',
    {
      schema: {
        tag: 'Orders',
        summary: 'Orders, newest first',
        auth: 'customer',
        querystring: OrdersQuery,
        data: OrderSummary,
        paged: true,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { s, p } = parsed(request, 'query');
      const { rows, total } = await listOrders(db, userId, p, s);
      return okPage(toPage(rows.map(toOrderSummary), total, p, s));
    },
  );

  app.get(
    '/ecommerce/orders/:id/fetch',
    {
      schema: {
        tag: 'Orders',
        summary: 'One order',
        auth: 'customer',
        params: OrderIdParam,
        data: Order,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'params');
      return ok(await loadOrderWithPayment(db, userId, id));
    },
  );
}
