import { type DeliveryModeId, type FirstSlot, replyId } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { addDays, dayLabel, shopToday } from '../../shared/shop-time';
import { firstAvailable, SLOT_HORIZON_DAYS } from './slot-calendar';
import { ensureInstance, findStoreModes, loadCalendar } from './slots-repository';

export interface SlotsService {
  /**
   * The earliest slot still bookable in the next 10 days. null when there is
   * none, and also when the store does not offer the mode or no longer trades: the landing page asks
   * for every store the user picks and shows 'no slot' rather than an error.
   */
  firstAvailable(
    storeId: number,
    mode: DeliveryModeId,
    viewer?: { cartId: number | null; priority: boolean },
  ): Promise<FirstSlot | null>;
}

export function slotsService(db: DbOrTx, clock: () => Date = () => new Date()): SlotsService {
  return {
    async firstAvailable(storeId, mode, viewer = { cartId: null, priority: false }) {
      const modes = await findStoreModes(db, storeId);
      if (!modes) throw new AppError('STORE_NOT_FOUND');
      if (!modes.includes(mode)) return null;
      const now = clock();
      const from = shopToday(now);
      const data = await loadCalendar(
        db,
        storeId,
        mode,
        from,
        addDays(from, SLOT_HORIZON_DAYS - 1),
        viewer.cartId,
      );
      const slot = firstAvailable(data, now, viewer);
      if (!slot) return null;
      return {
        id: replyId(await ensureInstance(db, storeId, mode, slot)),
        description: dayLabel(slot.date),
        date: slot.date,
        validFrom: slot.startsAt,
        validTo: slot.endsAt,
      };
    },
  };
}
