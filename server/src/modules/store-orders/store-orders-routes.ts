import {
  StaffItemRequest,
  StaffOrderDetail,
  StaffOrderItemParam,
  StaffOrderParam,
  StaffOrderQueue,
  StaffOrdersQuery,
  StaffStatusRequest,
  StaffStoreParam,
  SubstituteSuggestions,
} from '@spesa/contracts';
import { queueStatusMail } from '../../flows/order-mail';
import { ok } from '../../http/reply';
import { shopToday } from '../../shared/shop-time';
import type { ModuleOptions } from '../module-options';
import { mailQueued } from '../mail';
import { authenticateStaff, requireStore } from '../staff';
import { loadLineSubstitutes } from './line-substitutes';
import { loadOrderQueue } from './order-queue';
import { recordItem } from './preparation-service';
import { changeStatus } from './status-service';
import { loadStaffOrder } from './staff-order-detail';
import { parsed, type RouteApp } from '../../http/route-schema';

/**
 * The store's order work under /cli/staff (issue 8): the queue, the detail with its picking
 * list, the lines as picked and the status moves. Staff of the order's store or an ADMIN
 * (403 otherwise); every change runs in one transaction with its audit row and answers the
 * order as it now stands.
 */
export async function storeOrdersRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/staff/stores/:storeId/orders',
    {
      schema: {
        tag: 'Staff',
        summary: "A store's order queue",
        auth: 'staff',
        params: StaffStoreParam,
        querystring: StaffOrdersQuery,
        data: StaffOrderQueue,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { storeId } = parsed(request, 'params');
      const query = parsed(request, 'query');
      requireStore(principal, storeId);
      return ok(await loadOrderQueue(db, storeId, { ...query, date: query.date ?? shopToday() }));
    },
  );

  app.get(
    '/staff/orders/:id',
    {
      schema: {
        tag: 'Staff',
        summary: 'An order to prepare',
        auth: 'staff',
        params: StaffOrderParam,
        data: StaffOrderDetail,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { id } = parsed(request, 'params');
      return ok(await loadStaffOrder(db, principal, id));
    },
  );

  app.get(
    '/staff/orders/:id/items/:itemId/substitutes',
    {
      schema: {
        tag: 'Staff',
        summary: 'The substitutes a line allows (issue 30)',
        auth: 'staff',
        params: StaffOrderItemParam,
        data: SubstituteSuggestions,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { id, itemId } = parsed(request, 'params');
      return ok(await loadLineSubstitutes(db, principal, id, itemId));
    },
  );

  app.post(
    '/staff/orders/:id/items/:itemId',
    {
      schema: {
        tag: 'Staff',
        summary:
          'Pick, weigh, substitute or mark a line unavailable; refuse a substitute at handover',
        auth: 'staff',
        params: StaffOrderItemParam,
        body: StaffItemRequest,
        data: StaffOrderDetail,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { id, itemId } = parsed(request, 'params');
      const body = parsed(request, 'body');
      const detail = await db.transaction(async (tx) => {
        await recordItem(tx, principal, id, itemId, body);
        return loadStaffOrder(tx, principal, id);
      });
      return ok(detail);
    },
  );

  app.post(
    '/staff/orders/:id/status',
    {
      schema: {
        tag: 'Staff',
        summary: 'Move an order to its next status',
        description:
          "Ready (TO_BE_COLLECTED, TO_BE_DELIVERED), completed (COLLECTED, DELIVERED, with the receipt) and the endings (CANCELLED, REFUSED, NOT_COLLECTED) queue the customer's mail in the move's transaction, once per order and event.",
        auth: 'staff',
        params: StaffOrderParam,
        body: StaffStatusRequest,
        data: StaffOrderDetail,
      },
    },
    async (request) => {
      const principal = await authenticateStaff(request, db);
      const { id } = parsed(request, 'params');
      const { status } = parsed(request, 'body');
      // The customer's mail of the move (ready, receipt, cancellation) commits with it, as does
      // the e-invoice of a completed order that asked for one.
      const { detail, queued } = await db.transaction(async (tx) => {
        await changeStatus(tx, principal, id, status, opts.config.invoices);
        const queued = await queueStatusMail(tx, id, status);
        return { detail: await loadStaffOrder(tx, principal, id), queued };
      });
      if (queued) mailQueued();
      return ok(detail);
    },
  );
}
