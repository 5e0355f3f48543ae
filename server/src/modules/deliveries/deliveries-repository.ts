import { asc } from 'drizzle-orm';
import type { DeliveryMode } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { deliveryModes } from '../../db/schema';

export async function listDeliveryModes(db: DbOrTx): Promise<DeliveryMode[]> {
  return db
    .select({ id: deliveryModes.id, name: deliveryModes.name })
    .from(deliveryModes)
    .orderBy(asc(deliveryModes.sortOrder), asc(deliveryModes.id));
}
