import {
  CartChanges,
  FreezeRequest,
  Order,
  OrderChange,
  OrderChangeDiscarded,
  OrderChanges,
  OrderIdParam,
  OrderVersions,
} from '@spesa/contracts';
import { confirmOrderChange } from '../../flows/change-order/confirm-order-change';
import { ok } from '../../http/reply';
import { parsed, type RouteApp } from '../../http/route-schema';
import { authenticate, requestedLanguage } from '../accounts';
import { mailQueued } from '../mail';
import type { ModuleOptions } from '../module-options';
import { idempotencyKeyOf, orderCardOperations } from '../payments';
import { currentOrderChanges, discardOrderChange, openOrderChange } from './order-change-open';
import { toOrderVersions } from './order-version-diff';
import { listVersions } from './order-versions-repository';
import { cartChangedReply } from './freeze-check';
import { findOwnOrder } from './order-queries';

const REFUSALS =
  "4205 once the store started preparing it, 4029 after its slot's cut-off (an open change is then discarded, and the message says so).";

/**
 * Issue 29: changing a placed order until its slot's cut-off. Opening makes the order's lines
 * the customer's current cart; confirming (here, or cart/freeze of that cart) makes a new
 * version of the same order; discarding leaves the order exactly as it was.
 */
export async function orderChangesRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db, config } = opts;
  const provider = config.paymentProvider;

  app.get(
    '/ecommerce/orders/changes',
    {
      schema: {
        tag: 'Orders',
        summary: 'Open order changes',
        description:
          'The orders being changed (their cart is the current one) and those whose change was just discarded because the order can no longer change, with why.',
        auth: 'customer',
        data: OrderChanges,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      return ok(await db.transaction((tx) => currentOrderChanges(tx, userId)));
    },
  );

  app.post(
    '/ecommerce/orders/:id/change',
    {
      schema: {
        tag: 'Orders',
        summary: "Change an order ('Modifica ordine')",
        description: `Reopens the order's lines as the current cart of its store and mode (a cart already there is parked and comes back when the change ends); the slot stays booked. ${REFUSALS}`,
        auth: 'customer',
        params: OrderIdParam,
        data: OrderChange,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'params');
      return ok(await db.transaction((tx) => openOrderChange(tx, userId, id)));
    },
  );

  app.post(
    '/ecommerce/orders/:id/change/discard',
    {
      schema: {
        tag: 'Orders',
        summary: "Discard an order's change ('Annulla modifiche')",
        description: 'The change cart goes; the order stays exactly as it was.',
        auth: 'customer',
        params: OrderIdParam,
        data: OrderChangeDiscarded,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'params');
      return ok(await db.transaction((tx) => discardOrderChange(tx, userId, id)));
    },
  );

  app.post(
    '/ecommerce/orders/:id/change/confirm',
    {
      schema: {
        tag: 'Orders',
        summary: "Confirm an order's change (optional Idempotency-Key header)",
        description: `The body of cart/freeze with the change's cart. Code 0 with the order's new version, or 4105 with the changes. With the online card the new total (+10 %) is authorised first and the previous hold released after; a decline (4060) keeps the order and its hold. ${REFUSALS}`,
        auth: 'customer',
        params: OrderIdParam,
        body: FreezeRequest,
        data: Order.or(CartChanges),
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'params');
      const body = parsed(request, 'body');
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const language = requestedLanguage(request.headers['accept-language']);
      const outcome = await confirmOrderChange(db, userId, id, body, {
        provider,
        idempotencyKey,
        language,
      });
      if (outcome.kind === 'placed') mailQueued();
      return outcome.kind === 'placed'
        ? ok(outcome.order)
        : cartChangedReply(outcome.changes, request.headers['accept-language']);
    },
  );

  app.get(
    '/ecommerce/orders/:id/versions',
    {
      schema: {
        tag: 'Orders',
        summary: "An order's versions and card operations",
        description:
          'Newest first, each with what changed from the one before (lines added, removed or with another quantity, slot moved, total before); and the ledger of its online card, oldest first.',
        auth: 'customer',
        params: OrderIdParam,
        data: OrderVersions,
      },
    },
    async (request) => {
      const userId = await authenticate(request, db);
      const { id } = parsed(request, 'params');
      await findOwnOrder(db, userId, id);
      const versions = toOrderVersions(await listVersions(db, id));
      return ok({ versions, cardOperations: await orderCardOperations(db, id) });
    },
  );
}
