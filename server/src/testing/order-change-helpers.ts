import { eq } from 'drizzle-orm';
import { OrderChange, OrderChanges, OrderVersions, type Order } from '@spesa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { orderItems, orders, slotInstances } from '../db/schema';
import { call, okData } from './cart-helpers';
import type { CartTest, Customer } from './cart-setup';
import { rowId, type WireId } from './index';

/** Issue 29's calls, as the customer. */
export const openChange = (s: CartTest, c: Customer, orderId: WireId) =>
  call(s.t, c, 'POST', `/cli/ecommerce/orders/${orderId}/change`);

export const discardChange = (s: CartTest, c: Customer, orderId: WireId) =>
  call(s.t, c, 'POST', `/cli/ecommerce/orders/${orderId}/change/discard`);

export const confirmChange = (s: CartTest, c: Customer, orderId: WireId, body: object) =>
  call(s.t, c, 'POST', `/cli/ecommerce/orders/${orderId}/change/confirm`, body);

export const changeOf = (res: LightMyRequestResponse): OrderChange =>
  OrderChange.parse(okData(res));

export async function currentChanges(s: CartTest, c: Customer): Promise<OrderChanges> {
  return OrderChanges.parse(okData(await call(s.t, c, 'GET', '/cli/ecommerce/orders/changes')));
}

export async function versionsOf(s: CartTest, c: Customer, orderId: WireId) {
  const res = await call(s.t, c, 'GET', `/cli/ecommerce/orders/${orderId}/versions`);
  return OrderVersions.parse(okData(res));
}

/** The order row and its lines as stored: what "exactly as it was" compares. */
export async function storedOrder(s: CartTest, order: Order | WireId) {
  const id = rowId(typeof order === 'object' ? order.id : order);
  const [row] = await s.t.db.db.select().from(orders).where(eq(orders.id, id));
  const items = await s.t.db.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(orderItems.id);
  return { row: row!, items };
}

/** Moves the slot's cut-off into the past (a cut-off longer than the time left). */
export async function passCutoff(s: CartTest, slotId: WireId): Promise<void> {
  await s.t.db.db
    .update(slotInstances)
    .set({ cutoffMinutes: 60 * 24 * 30 })
    .where(eq(slotInstances.id, rowId(slotId)));
}
