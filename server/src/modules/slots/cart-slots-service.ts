import { eq } from 'drizzle-orm';
import {
  type CartSlotsQuery,
  deliveryModes,
  type FirstSlot,
  replyId,
  type Slot,
  type SlotDay,
} from '@spesa/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { fieldError } from '../../http/field-error';
import { findOpenCart, listOpenCarts } from '../cart';
import type { ConcreteSlot } from './calendar-types';
import { addDays, dayLabel, shopToday, weekDayOf } from '../../shared/shop-time';
import { horizonDays, slotCalendar, SLOT_HORIZON_DAYS } from './slot-calendar';
import { ensureInstance, findStoreModes, loadCalendar } from './slots-repository';
import { isPriorityCustomer } from './slot-load';
import { slotsService } from './slots-service';

/**
 * The slot a cart already has a place in (a change cart: its order's slot), or null. Given by
 * the route from a flow, since that knowledge lives in orders.
 */
export type OwnSlotOf = (userId: number, cartId: number) => Promise<number | null>;

/**
 * The cart's own place is no obstacle to it: its own slot stays bookable until the cut-off
 * however full (the order change keeps it without booking again).
 */
function withOwnPlace(slots: ConcreteSlot[], own: number | null, now: Date): ConcreteSlot[] {
  if (own === null) return slots;
  return slots.map((s) =>
    s.instanceId === own ? { ...s, available: now.getTime() < s.bookableUntil.getTime() } : s,
  );
}

/** The slots a customer's cart can book: its store and mode, the next 10 days. */
export function cartSlotsService(
  db: Db,
  clock: () => Date = () => new Date(),
  ownSlotOf: OwnSlotOf = () => Promise.resolve(null),
) {
  const stores = slotsService(db, clock);

  async function calendarOf(userId: number, cartId: number, now: Date) {
    const cart = await findOpenCart(db, userId, cartId);
    const from = shopToday(now);
    const data = await loadCalendar(
      db,
      cart.storeId,
      cart.mode,
      from,
      addDays(from, SLOT_HORIZON_DAYS - 1),
      cart.id,
    );
    const priority = await isPriorityCustomer(db, userId);
    const slots = slotCalendar(data, now, SLOT_HORIZON_DAYS, { priority });
    return { cart, slots: withOwnPlace(slots, await ownSlotOf(userId, cart.id), now) };
  }

  /** The default store's first slot in the first mode it offers, in the shop's mode order. */
  async function firstOfDefaultStore(userId: number): Promise<FirstSlot | null> {
    const [user] = await db
      .select({ storeId: users.defaultStoreId })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.storeId) return null;
    const offered = (await findStoreModes(db, user.storeId)) ?? [];
    const mode = deliveryModes.find((m) => offered.includes(m));
    return mode ? stores.firstAvailable(user.storeId, mode) : null;
  }

  return {
    /**
     * The first bookable slot for the current cart's store and mode; without an open cart,
     * for the customer's default store; null when there is neither or no slot is free.
     */
    async first(userId: number): Promise<FirstSlot | null> {
      const [cart] = await listOpenCarts(db, userId, 1);
      if (!cart) return firstOfDefaultStore(userId);
      const priority = await isPriorityCustomer(db, userId);
      return stores.firstAvailable(cart.storeId, cart.mode, { cartId: cart.id, priority });
    },

    /** The 10 days from today, each bookable when at least one of its slots is. */
    async days(userId: number, cartId: number): Promise<SlotDay[]> {
      const now = clock();
      const { slots } = await calendarOf(userId, cartId, now);
      return horizonDays(now).map((date) => {
        return {
          date,
          weekDay: weekDayOf(date),
          description: dayLabel(date),
          available: slots.some((s) => s.date === date && s.available),
        };
      });
    },

    /**
     * The slots of one day of the list, full and closed ones included (available false).
     * Each is materialised so that its id is the one cart/freeze books.
     */
    async ofDay(userId: number, cartId: number, query: CartSlotsQuery): Promise<Slot[]> {
      const now = clock();
      const days = horizonDays(now);
      const date = query.date ?? days.find((d) => weekDayOf(d) === query.weekDay);
      if (!date || !days.includes(date))
        throw fieldError('date', 'giorno fuori dai 10 giorni prenotabili');
      const { cart, slots } = await calendarOf(userId, cartId, now);
      const toSlot = async (s: ConcreteSlot): Promise<Slot> => ({
        id: replyId(await ensureInstance(db, cart.storeId, cart.mode, s)),
        date: s.date,
        weekDay: s.weekDay,
        validFrom: s.startsAt,
        validTo: s.endsAt,
        available: s.available,
      });
      const result: Slot[] = [];
      for (const s of slots.filter((x) => x.date === date)) result.push(await toSlot(s));
      return result;
    },
  };
}
