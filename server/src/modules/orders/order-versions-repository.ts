import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orderItems,
  orders,
  orderVersions,
  slotInstances,
  type OrderVersionLine,
} from '../../db/schema';
import { carrySubstitutionChoices } from '../substitutions';
import { addHistory, type NewOrder, type NewOrderItem } from './orders-repository';

type OrderRow = typeof orders.$inferSelect;

async function orderedLines(db: DbOrTx, orderId: number): Promise<OrderVersionLine[]> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      barcode: orderItems.barcode,
      description: orderItems.description,
      um: orderItems.um,
      quantityMilli: orderItems.quantityMilli,
      priceCents: orderItems.priceCents,
      rowNetCents: orderItems.rowNetCents,
    })
    .from(orderItems)
    .where(sql`${orderItems.orderId} = ${orderId} and ${orderItems.substitutesItemId} is null`)
    .orderBy(asc(orderItems.id));
  return rows;
}

/** The order as it stands, written as its version `order.version` (once: a replay keeps it). */
async function snapshot(db: DbOrTx, order: OrderRow, at?: Date): Promise<void> {
  await db
    .insert(orderVersions)
    .values({
      orderId: order.id,
      version: order.version,
      slotInstanceId: order.slotInstanceId,
      deliveryDate: order.deliveryDate,
      paymentMode: order.paymentMode,
      enableProductsReplacement: order.enableProductsReplacement,
      notes: order.notes,
      itemsCount: order.itemsCount,
      netTotalCents: order.netTotalCents,
      totalToPayCents: order.totalToPayCents,
      lines: await orderedLines(db, order.id),
      ...(at ? { createdAt: at } : {}),
    })
    .onConflictDoNothing();
}

/** What a confirmed change sets on the order row; the rest (code, status, customer) stays. */
export type OrderChangeValues = Omit<
  NewOrder,
  'id' | 'code' | 'userId' | 'storeId' | 'mode' | 'status' | 'version' | 'createdAt'
>;

/**
 * Issue 29, in the confirming transaction with the order locked: the version before is kept
 * (version 1 written now, at the first change, as it was placed), then the order takes the new
 * lines and values as its next version, recorded too, with a history row. Answers the version.
 */
export async function applyOrderVersion(
  db: DbOrTx,
  before: OrderRow,
  values: OrderChangeValues,
  items: readonly NewOrderItem[],
): Promise<number> {
  if (before.version === 1) await snapshot(db, before, before.createdAt);
  await db.delete(orderItems).where(eq(orderItems.orderId, before.id));
  if (items.length > 0)
    await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: before.id })));
  await carrySubstitutionChoices(db, before.id, values.cartId);
  const [after] = await db
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, before.id))
    .returning();
  if (!after) throw new Error('order vanished under its lock');
  await snapshot(db, after);
  await addHistory(db, before.id, 'TO_BE_PREPARED', 'CUSTOMER');
  return after.version;
}

/** The order's versions, newest first, with their slots' times. */
export function listVersions(db: DbOrTx, orderId: number) {
  return db
    .select({
      v: orderVersions,
      startsAt: slotInstances.startsAt,
      endsAt: slotInstances.endsAt,
    })
    .from(orderVersions)
    .innerJoin(slotInstances, eq(slotInstances.id, orderVersions.slotInstanceId))
    .where(eq(orderVersions.orderId, orderId))
    .orderBy(desc(orderVersions.version));
}

export type VersionRow = Awaited<ReturnType<typeof listVersions>>[number];
