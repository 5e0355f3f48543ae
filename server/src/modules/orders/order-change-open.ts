import { replyId, type OrderChange } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import {
  createChangeCart,
  dropChange,
  insertChange,
  listOwnChanges,
  lockOrderForChange,
  parkOpenCart,
  type OpenChangeRow,
} from './order-change-repository';
import { changeRefusal, requireChangeable } from './order-change-rules';

export function toOrderChange(row: OpenChangeRow): OrderChange {
  return {
    orderId: replyId(row.orderId),
    code: row.code,
    cartId: replyId(row.cartId),
    storeId: replyId(row.storeId),
    cutoffAt: row.cutoffAt.toISOString(),
    timeSlotId: replyId(row.slotInstanceId),
    version: row.version,
  };
}

async function ownChange(db: DbOrTx, userId: number, orderId: number): Promise<OrderChange> {
  const row = (await listOwnChanges(db, userId)).find((c) => c.orderId === orderId);
  if (!row) throw new Error(`change of order ${orderId} vanished in its transaction`);
  return toOrderChange(row);
}

/**
 * Issue 29, 'Modifica ordine', in the route's transaction: the order (locked) must wait to be
 * prepared, before its slot's cut-off. Its ordered lines become a new open cart of its store
 * and mode, the customer's current one; a cart they had there is parked until the change ends.
 * The order itself, its slot place and its card hold stay as they are until a confirmation.
 * Opening a change already open answers it.
 */
export async function openOrderChange(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<OrderChange> {
  const locked = await lockOrderForChange(db, userId, orderId);
  requireChangeable(locked);
  if (locked.changeCartId !== null) return ownChange(db, userId, orderId);
  const { order } = locked;
  const parkedCartId = await parkOpenCart(db, order);
  const cartId = await createChangeCart(db, order);
  await insertChange(db, { orderId, userId, cartId, parkedCartId });
  return ownChange(db, userId, orderId);
}

/** 'Annulla modifiche': the change goes, the order stays exactly as it was. */
export async function discardOrderChange(db: DbOrTx, userId: number, orderId: number) {
  await lockOrderForChange(db, userId, orderId);
  return { discarded: await dropChange(db, orderId) };
}

/**
 * The customer's open changes. One that can no longer be confirmed (the store started
 * preparing, the cut-off passed) is let go here and reported with why.
 */
export async function currentOrderChanges(db: DbOrTx, userId: number) {
  const open: OrderChange[] = [];
  const discarded: { orderId: string; code: number; message: string }[] = [];
  for (const row of await listOwnChanges(db, userId)) {
    const refusal = changeRefusal(row, true);
    if (!refusal) {
      open.push(toOrderChange(row));
      continue;
    }
    await lockOrderForChange(db, userId, row.orderId);
    await dropChange(db, row.orderId);
    discarded.push({ orderId: replyId(row.orderId), code: row.code, message: refusal.message });
  }
  return { open, discarded };
}
