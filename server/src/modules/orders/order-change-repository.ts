import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carts, orderChanges, orders, slotInstances } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { slotCutoffAt } from './order-cutoff';
import { ORDER_NOT_FOUND } from './orders-repository';

const changeColumns = {
  orderId: orders.id,
  code: orders.code,
  status: orders.status,
  version: orders.version,
  storeId: orders.storeId,
  mode: orders.mode,
  slotInstanceId: orders.slotInstanceId,
  cartId: orderChanges.cartId,
  cutoffAt: sql<string>`${slotCutoffAt}`.mapWith((v: unknown) => new Date(String(v))),
  beforeCutoff: sql<boolean>`now() < ${slotCutoffAt}`,
};

/** The customer's open changes, with their orders' state now. */
export function listOwnChanges(db: DbOrTx, userId: number) {
  return db
    .select(changeColumns)
    .from(orderChanges)
    .innerJoin(orders, eq(orders.id, orderChanges.orderId))
    .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
    .where(eq(orderChanges.userId, userId))
    .orderBy(orderChanges.openedAt);
}

export type OpenChangeRow = Awaited<ReturnType<typeof listOwnChanges>>[number];

/** The order's state as a change reads it, unlocked: a quick look before the card is asked. */
export async function orderChangeState(db: DbOrTx, userId: number, orderId: number) {
  const [row] = await db
    .select({ status: orders.status, beforeCutoff: changeColumns.beforeCutoff })
    .from(orders)
    .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/** The change whose cart this is, if any: cart/freeze of it confirms the change. */
export async function findChangeOfCart(db: DbOrTx, userId: number, cartId: number) {
  const [row] = await db
    .select({ orderId: orderChanges.orderId })
    .from(orderChanges)
    .where(and(eq(orderChanges.cartId, cartId), eq(orderChanges.userId, userId)));
  return row?.orderId;
}

/**
 * The slot of the order whose change cart this is (the customer's own place in it), if the cart
 * is a change cart: keeping it takes no new place, so the change's slot list offers it.
 */
export async function findOrderSlotOfChangeCart(db: DbOrTx, userId: number, cartId: number) {
  const [row] = await db
    .select({ slotInstanceId: orders.slotInstanceId })
    .from(orderChanges)
    .innerJoin(orders, eq(orders.id, orderChanges.orderId))
    .where(and(eq(orderChanges.cartId, cartId), eq(orderChanges.userId, userId)));
  return row?.slotInstanceId ?? null;
}

/**
 * The customer's order with what a change reads, locked (FOR UPDATE of the order row) so a
 * change, an abort and the store's status moves run one after the other. 404 when not theirs.
 */
export async function lockOrderForChange(db: DbOrTx, userId: number, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      cutoffAt: changeColumns.cutoffAt,
      beforeCutoff: changeColumns.beforeCutoff,
      changeCartId: orderChanges.cartId,
    })
    .from(orders)
    .innerJoin(slotInstances, eq(slotInstances.id, orders.slotInstanceId))
    .leftJoin(orderChanges, eq(orderChanges.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update', { of: orders });
  if (!row) throw new AppError('RECORD_NOT_FOUND', { message: ORDER_NOT_FOUND });
  return { ...row, status: row.order.status };
}

export type LockedOrder = Awaited<ReturnType<typeof lockOrderForChange>>;

/** Sets aside the customer's open cart of this store and mode, if any; answers its id. */
export async function parkOpenCart(
  db: DbOrTx,
  key: { userId: number; storeId: number; mode: (typeof carts.$inferSelect)['mode'] },
): Promise<number | null> {
  const [row] = await db
    .update(carts)
    .set({ status: 'PARKED' })
    .where(
      and(
        eq(carts.userId, key.userId),
        eq(carts.storeId, key.storeId),
        eq(carts.mode, key.mode),
        eq(carts.status, 'OPEN'),
      ),
    )
    .returning({ id: carts.id });
  return row?.id ?? null;
}

/**
 * The change's cart: open, the current one, with the order's ordered lines (a substitute the
 * store added is no ordered line) at the prices the order paid, so the checkout's check reports
 * any price that moved since (4105), and each line's own substitution choice.
 */
export async function createChangeCart(db: DbOrTx, order: typeof orders.$inferSelect) {
  const [cart] = await db
    .insert(carts)
    .values({
      userId: order.userId,
      storeId: order.storeId,
      mode: order.mode,
      shippingAddressId: order.shippingAddressId,
    })
    .returning({ id: carts.id });
  if (!cart) throw new Error('insert into carts returned no row');
  await db.execute(sql`
    insert into cart_items (cart_id, product_id, quantity_milli, unit_price_cents,
      substitution_choice, substitute_product_id)
    select ${cart.id}, oi.product_id, oi.quantity_milli, oi.net_price_cents,
      case when oi.substitution_choice = 'PRODUCT' and sp.id is null then null
        else oi.substitution_choice end,
      sp.id
    from order_items oi
    left join products sp on oi.substitution_choice = 'PRODUCT' and sp.barcode = oi.substitute_barcode
    where oi.order_id = ${order.id} and oi.substitutes_item_id is null and oi.product_id is not null
    on conflict do nothing`);
  return cart.id;
}

export async function insertChange(
  db: DbOrTx,
  row: { orderId: number; userId: number; cartId: number; parkedCartId: number | null },
): Promise<void> {
  await db.insert(orderChanges).values(row);
}

/**
 * Lets a change go: its cart is deleted (its lines with it), which deletes the change row, and
 * the migration's trigger reopens the cart it parked. The order was never touched.
 */
export async function dropChange(db: DbOrTx, orderId: number): Promise<boolean> {
  const [change] = await db
    .select({ cartId: orderChanges.cartId })
    .from(orderChanges)
    .where(eq(orderChanges.orderId, orderId));
  if (!change) return false;
  await db.delete(carts).where(and(eq(carts.id, change.cartId), eq(carts.status, 'OPEN')));
  // A cart already frozen (a confirmed change) keeps; only the row goes.
  await db.delete(orderChanges).where(eq(orderChanges.orderId, orderId));
  return true;
}
