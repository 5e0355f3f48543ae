import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import {
  carts,
  orderItems,
  orders,
  products,
  slotInstances,
  storeDeliveryModes,
  stores,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { mainCategory, subCategory } from '../catalogue';
import { changeableUntil } from './order-cutoff';
import { ORDER_NOT_FOUND } from './orders-repository';

const summaryColumns = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  title: orders.title,
  deliveryDate: orders.deliveryDate,
  storeId: orders.storeId,
  storeName: stores.name,
  mode: orders.mode,
  startsAt: slotInstances.startsAt,
  endsAt: slotInstances.endsAt,
  paymentMode: orders.paymentMode,
  itemsCount: orders.itemsCount,
  totalToPayCents: orders.totalToPayCents,
  createdAt: orders.createdAt,
  version: orders.version,
  changeableUntil,
};

/** One page of the customer's orders, newest first, and how many they have in all. */
export async function listOrders(db: DbOrTx, userId: number, page: number, size: number) {
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select(summaryColumns)
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset(page * size),
    () => db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The whole order of the customer, for its detail; 404 when it is not theirs. */
export async function findOwnOrder(db: DbOrTx, userId: number, orderId: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      order: orders,
      cartStatus: carts.status,
      cartCreatedAt: carts.createdAt,
      minNetTotalCents: storeDeliveryModes.minNetTotalCents,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .leftJoin(
      storeDeliveryModes,
      and(eq(storeDeliveryModes.storeId, orders.storeId), eq(storeDeliveryModes.mode, orders.mode)),
    )
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: ORDER_NOT_FOUND });
  return row;
}

export type OrderSummaryRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];
export type OrderDetailRow = Awaited<ReturnType<typeof findOwnOrder>>;

/** The lines as bought, with the catalogue's names for their category where it still has them. */
export function findOrderItems(db: DbOrTx, orderId: number) {
  return db
    .select({
      item: orderItems,
      maxAmountMilli: products.maxAmountMilli,
      photos: products.photos,
      subCategoryName: subCategory.description,
      categoryName: mainCategory.description,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(subCategory, eq(subCategory.id, orderItems.categoryId))
    .leftJoin(mainCategory, eq(mainCategory.id, subCategory.parentId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export type OrderItemRow = Awaited<ReturnType<typeof findOrderItems>>[number];
