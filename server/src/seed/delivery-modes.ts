import type { DbOrTx } from '../db/client';
import { deliveryModes } from '../db/schema';

export const DELIVERY_MODES = [
  { id: 'AT_HOME', name: 'Consegna a domicilio', sortOrder: 1 },
  { id: 'IN_STORE', name: 'Ritiro in negozio', sortOrder: 2 },
  { id: 'DRIVE', name: 'Ritiro Drive', sortOrder: 3 },
  { id: 'SHIPPED', name: 'Spedizione', sortOrder: 4 },
] as const satisfies readonly (typeof deliveryModes.$inferInsert)[];

export type DeliveryModeId = (typeof DELIVERY_MODES)[number]['id'];

export async function seedDeliveryModes(db: DbOrTx): Promise<number> {
  await db.insert(deliveryModes).values([...DELIVERY_MODES]);
  return DELIVERY_MODES.length;
}
