import type { FastifyInstance } from 'fastify';
import {
  StaffItemRequest,
  StaffOrderItemParam,
  StaffOrderParam,
  StaffOrdersQuery,
  StaffStatusRequest,
  StaffStoreParam,
} from '@spesa/contracts';
import { ok } from '../../http/reply';
import { parse } from '../../http/validate';
import { shopToday } from '../../shared/shop-time';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireStore } from '../staff';
import { loadOrderQueue } from './order-queue';
import { recordItem } from './preparation-service';
import { changeStatus } from './status-service';
import { loadStaffOrder } from './staff-order-detail';

/**
 * The store's order work under /cli/staff (issue 8): the queue, the detail with its picking
 * list, the lines as picked and the status moves. Staff of the order's store or an ADMIN
 * (403 otherwise); every change runs in one transaction with its audit row and answers the
 * order as it now stands.
 */
export async function storeOrdersRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get('/staff/stores/:storeId/orders', async (request) => {
    const principal = await authenticateStaff(request, db);
    const { storeId } = parse(StaffStoreParam, request.params);
    const query = parse(StaffOrdersQuery, request.query);
    requireStore(principal, storeId);
    return ok(await loadOrderQueue(db, storeId, { ...query, date: query.date ?? shopToday() }));
  });

  app.get('/staff/orders/:id', async (request) => {
    const principal = await authenticateStaff(request, db);
    const { id } = parse(StaffOrderParam, request.params);
    return ok(await loadStaffOrder(db, principal, id));
  });

  app.post('/staff/orders/:id/items/:itemId', async (request) => {
    const principal = await authenticateStaff(request, db);
    const { id, itemId } = parse(StaffOrderItemParam, request.params);
    const body = parse(StaffItemRequest, request.body);
    const detail = await db.transaction(async (tx) => {
      await recordItem(tx, principal, id, itemId, body);
      return loadStaffOrder(tx, principal, id);
    });
    return ok(detail);
  });

  app.post('/staff/orders/:id/status', async (request) => {
    const principal = await authenticateStaff(request, db);
    const { id } = parse(StaffOrderParam, request.params);
    const { status } = parse(StaffStatusRequest, request.body);
    const detail = await db.transaction(async (tx) => {
      await changeStatus(tx, principal, id, status);
      return loadStaffOrder(tx, principal, id);
    });
    return ok(detail);
  });
}
