import type { SlotHold } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findOpenCart } from '../cart';
import { lockCartSlot, noPlace } from './slot-booking';
import { isPriorityCustomer, placesLeft } from './slot-load';
import { deleteHold, extendHold, findHoldRow, readHold, upsertHold } from './slot-hold-repository';

/** Issue 29: a customer holds a slot for a cart before checkout; one hold per customer and cart. */
export function slotHoldService(db: Db) {
  async function current(userId: number, cartId: number): Promise<SlotHold> {
    const hold = await readHold(db, userId, cartId);
    if (!hold) throw new AppError('SLOT_HOLD_NOT_FOUND');
    return hold;
  }

  return {
    /** The cart's hold, live or lapsed; null when it has none. */
    async read(userId: number, cartId: number): Promise<SlotHold | null> {
      await findOpenCart(db, userId, cartId);
      return (await readHold(db, userId, cartId)) ?? null;
    },

    /**
     * Holds a slot for the cart: counted against capacity at once, under the slot's row lock,
     * by the same rule as a booking (4028 full, 4083 only reserved places left, 4029 past the
     * cut-off). Holding the slot already held changes nothing.
     */
    async hold(userId: number, cartId: number, slotId: number): Promise<SlotHold> {
      await db.transaction(async (tx) => {
        const cart = await findOpenCart(tx, userId, cartId);
        const slot = await lockCartSlot(tx, slotId, cart.storeId, cart.mode, cartId);
        const before = await findHoldRow(tx, userId, cartId);
        if (before?.live && before.slotId === slotId) return;
        const priority = await isPriorityCustomer(tx, userId);
        if (placesLeft(slot, priority) <= 0) throw noPlace(slot, priority);
        await upsertHold(tx, {
          userId,
          cartId,
          slotId,
          storeId: cart.storeId,
          keepEnd: before?.live === true,
        });
      });
      return current(userId, cartId);
    },

    /** Extends the live hold once (4081 a second time, 4082 when it has lapsed). */
    async extend(userId: number, cartId: number): Promise<SlotHold> {
      await findOpenCart(db, userId, cartId);
      const done = await db.transaction((tx) => extendHold(tx, userId, cartId));
      if (!done) {
        const hold = await readHold(db, userId, cartId);
        if (hold?.status === 'ACTIVE') throw new AppError('SLOT_HOLD_ALREADY_EXTENDED');
        throw new AppError('SLOT_HOLD_NOT_FOUND');
      }
      return current(userId, cartId);
    },

    /** Gives the place back at once (the customer changed their mind). */
    async release(userId: number, cartId: number): Promise<null> {
      await findOpenCart(db, userId, cartId);
      await deleteHold(db, userId, cartId);
      return null;
    },
  };
}
