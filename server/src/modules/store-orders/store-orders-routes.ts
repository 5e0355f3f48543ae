import {
  StaffItemRequest,
  StaffOrderDetail,
  StaffOrderItemParam,
  StaffOrderParam,
  StaffOrderQueue,
  StaffOrdersQuery,
  StaffStatusRequest,
  StaffStoreParam,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { shopToday } from '../../shared/shop-time';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireStore } from '../staff';
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

  app.post(
    '/staff/orders/:id/items/:itemId',
    {
      schema: {
        tag: 'Staff',
        summary: 'Pick, weigh, substitute or mark a line unavailable',
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
      const detail = await db.transaction(async (tx) => {
        await changeStatus(tx, principal, id, status, opts.config.invoices);
        return loadStaffOrder(tx, principal, id);
      });
      return ok(detail);
    },
  );
}
