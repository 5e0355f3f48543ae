import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orderItems,
  orders,
  orderStatusHistory,
  products,
  slotInstances,
  stores,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { mainCategory, subCategory } from '../catalogue';
import { ORDER_NOT_FOUND } from '../orders';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;

/**
 * Any store's order, locked until the transaction ends: line changes, status changes and a
 * customer's abort of one order run one after the other. The caller checks the store.
 */
export async function lockStaffOrder(db: DbOrTx, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: ORDER_NOT_FOUND });
  return row;
}

/** The order with its store and slot, for the staff detail; 404 when there is none. */
export async function findStaffOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      storeName: stores.name,
      startsAt: slotInstances.startsAt,
      endsAt: slotInstances.endsAt,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
    .where(eq(orders.id, orderId));
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: ORDER_NOT_FOUND });
  return row;
}
export type StaffOrderRow = Awaited<ReturnType<typeof findStaffOrder>>;

/**
 * Every line of the order (ordered ones and substitutes) with its department: the main
 * category of its subcategory, in the shop's category order, then the lines in order.
 */
export function findPickingLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      item: orderItems,
      photos: products.photos,
      departmentId: sql<string>`coalesce(${mainCategory.id}, ${subCategory.id}, '')`,
      departmentName: sql<string>`coalesce(${mainCategory.description}, ${subCategory.description}, '')`,
      departmentOrder: sql<number>`coalesce(${mainCategory.order}, ${subCategory.order}, 0)`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(subCategory, eq(subCategory.id, orderItems.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
export type PickingLineRow = Awaited<ReturnType<typeof findPickingLines>>[number];

/** An ordered line (not a substitute) of the order; 404 otherwise. */
export async function findOrderedLine(
  db: DbOrTx,
  orderId: number,
  itemId: number,
): Promise<OrderItemRecord> {
  const [row] = await db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.id, itemId),
        eq(orderItems.orderId, orderId),
        isNull(orderItems.substitutesItemId),
      ),
    );
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: 'Riga dell’ordine non trovata' });
  return row;
}

export async function findSubstituteOf(
  db: DbOrTx,
  itemId: number,
): Promise<OrderItemRecord | undefined> {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.substitutesItemId, itemId));
  return row;
}

export async function statusHistory(db: DbOrTx, orderId: number) {
  return db
    .select({
      status: orderStatusHistory.status,
      changedBy: orderStatusHistory.changedBy,
      changedAt: orderStatusHistory.changedAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}
