import type { DeliveryMode } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { listDeliveryModes } from './deliveries-repository';

export interface DeliveriesService {
  /** Every mode the shop knows, in the order the landing page offers them. */
  list(): Promise<DeliveryMode[]>;
}

export function deliveriesService(db: DbOrTx): DeliveriesService {
  return { list: () => listDeliveryModes(db) };
}
