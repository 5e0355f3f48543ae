import { z } from 'zod';
import { DeliveryModeId } from './enums';

/** `/ecommerce/stores/{storeId}/delivery/{mode}/slots/...` */
export const StoreDeliveryParams = z.object({
  storeId: z.coerce.number().int().positive(),
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
