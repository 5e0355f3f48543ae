import type { Db } from '../../db/client';
import { findOrderSlotOfChangeCart } from '../../modules/orders';

/**
 * Where slots meet orders for a change cart's slot list (issue 29): the order's own slot, whose
 * place the order already holds, so the change may keep it even when the slot is full.
 */
export function changeCartOwnSlot(db: Db) {
  return (userId: number, cartId: number): Promise<number | null> =>
    findOrderSlotOfChangeCart(db, userId, cartId);
}
