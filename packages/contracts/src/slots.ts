import { z } from 'zod';
import { EntityIdParam, ReplyId } from './ids';
import { DeliveryModeId } from './enums';

/** `/ecommerce/stores/{storeId}/delivery/{mode}/slots/...` */
export const StoreDeliveryParams = z.object({
  storeId: EntityIdParam,
  mode: DeliveryModeId,
});
export type StoreDeliveryParams = z.infer<typeof StoreDeliveryParams>;

/** The first-slot call carries the shop's fixed tenant code (spec section 9: tid 01). */
export const FirstSlotQuery = z.object({ tid: z.literal('01').optional() });
export type FirstSlotQuery = z.infer<typeof FirstSlotQuery>;

/** A slot time on the wire: 'HH:mm' in the store's local time (Europe/Rome). */
export const SlotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'orario non valido (HH:mm)');

/** A calendar day on the wire: 'YYYY-MM-DD' in the store's local time. */
export const SlotDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data non valida (YYYY-MM-DD)');

/** `/ecommerce/slots/{cartId}/days` and `/ecommerce/slots/{cartId}`: a customer's cart. */
export const CartSlotsParams = z.object({ cartId: EntityIdParam });
export type CartSlotsParams = z.infer<typeof CartSlotsParams>;

/** 1 Sunday … 7 Saturday of a 'YYYY-MM-DD' day (spec 3, availability). */
export function weekDayOfDate(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
}

/**
 * `?weekDay=` (spec 7). The 10-day list can hold the same week day twice (today and a week
 * later): `date`, one of the days the day list answered, picks which; without it the
 * earlier one is meant.
 */
export const CartSlotsQuery = z
  .object({
    weekDay: z.coerce.number().int().min(1).max(7),
    date: SlotDate.optional(),
  })
  .refine((q) => q.date === undefined || weekDayOfDate(q.date) === q.weekDay, {
    message: 'la data non cade nel giorno della settimana indicato',
    path: ['date'],
  });
export type CartSlotsQuery = z.infer<typeof CartSlotsQuery>;

/** A day of the 10-day list: `available` when at least one of its slots can still be booked. */
export const SlotDay = z.object({
  date: SlotDate,
  weekDay: z.number().int().min(1).max(7),
  /** e.g. 'Martedì 24 novembre' */
  description: z.string(),
  available: z.boolean(),
});
export type SlotDay = z.infer<typeof SlotDay>;

/**
 * A concrete slot (one date, one window): `id` is what cart/freeze books as timeSlotId.
 * `available` is false when it is full or past its booking cut-off.
 */
export const Slot = z.object({
  id: ReplyId,
  date: SlotDate,
  weekDay: z.number().int().min(1).max(7),
  validFrom: SlotTime,
  validTo: SlotTime,
  available: z.boolean(),
});
export type Slot = z.infer<typeof Slot>;
