import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type OrderStatus,
  replyId,
  type StaffOrderQueue,
  type StaffSlotCount,
  type StatusCount,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders, slotInstances } from '../../db/schema';
import { shortTime } from '../../shared/shop-time';
import { toQueueOrder } from './staff-order-mapper';

/** A store's orders of a day by slot start, with their count of ordered lines. */
function dayOrders(db: DbOrTx, storeId: number, date: string) {
  return db
    .select({
      order: orders,
      startsAt: slotInstances.startsAt,
      endsAt: slotInstances.endsAt,
      linesCount: sql<number>`(select count(*)::int from ${orderItems} oi
        where oi.order_id = ${orders.id} and oi.substitutes_item_id is null)`,
    })
    .from(orders)
    .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
    .where(and(eq(orders.storeId, storeId), eq(orders.deliveryDate, date)))
    .orderBy(asc(slotInstances.startsAt), asc(slotInstances.id), asc(orders.code));
}
type DayOrder = Awaited<ReturnType<typeof dayOrders>>[number];

function countStatuses(rows: readonly DayOrder[]): StatusCount[] {
  const counts = new Map<OrderStatus, number>();
  for (const r of rows) counts.set(r.order.status, (counts.get(r.order.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => ({ status, count }));
}

function countSlots(rows: readonly DayOrder[]): StaffSlotCount[] {
  const bySlot = new Map<number, DayOrder[]>();
  for (const r of rows) {
    const list = bySlot.get(r.order.slotInstanceId) ?? [];
    list.push(r);
    bySlot.set(r.order.slotInstanceId, list);
  }
  return [...bySlot].map(([slotId, list]) => ({
    slotId: replyId(slotId),
    mode: list[0]!.order.mode,
    validFrom: shortTime(list[0]!.startsAt),
    validTo: shortTime(list[0]!.endsAt),
    total: list.length,
    statuses: countStatuses(list),
  }));
}

/**
 * The store's order queue of a day: counts per slot and per status over every order of the
 * day (so the filters can show them), and the orders matching the slot and status filters.
 */
export async function loadOrderQueue(
  db: DbOrTx,
  storeId: number,
  query: { date: string; slotId?: number | undefined; status?: OrderStatus | undefined },
): Promise<StaffOrderQueue> {
  const rows = await dayOrders(db, storeId, query.date);
  const listed = rows.filter(
    (r) =>
      (query.slotId === undefined || r.order.slotInstanceId === query.slotId) &&
      (query.status === undefined || r.order.status === query.status),
  );
  return {
    storeId: replyId(storeId),
    date: query.date,
    slots: countSlots(rows),
    statuses: countStatuses(rows),
    orders: listed.map((r) => toQueueOrder(r.order, r, r.linesCount)),
  };
}
