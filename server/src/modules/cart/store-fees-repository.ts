import { and, eq } from 'drizzle-orm';
import { centsToEuro, replyId, type ThresholdFee, type ThresholdFeeQuery } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { storeDeliveryModes, storeFees, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * The fee rule of a store in a mode, as the thresholdFee call answers it: no configuration
 * when the store (or a disabled store) does not offer the mode, 404 for an unknown store.
 */
export async function findThresholdFee(
  db: DbOrTx,
  { storeId, deliveryType }: ThresholdFeeQuery,
): Promise<ThresholdFee> {
  const [row] = await db
    .select({
      offered: storeDeliveryModes.mode,
      minNetTotalCents: storeDeliveryModes.minNetTotalCents,
      deliveryFeeCents: storeFees.deliveryFeeCents,
      feeFreeThresholdCents: storeFees.feeFreeThresholdCents,
    })
    .from(stores)
    .leftJoin(
      storeDeliveryModes,
      and(
        eq(storeDeliveryModes.storeId, stores.id),
        eq(storeDeliveryModes.mode, deliveryType),
        eq(stores.enabled, true),
      ),
    )
    .leftJoin(
      storeFees,
      and(eq(storeFees.storeId, storeDeliveryModes.storeId), eq(storeFees.mode, deliveryType)),
    )
    .where(eq(stores.id, storeId));
  if (!row) throw new AppError('STORE_NOT_FOUND');
  if (!row.offered) return { configurations: [] };
  const threshold = row.feeFreeThresholdCents;
  return {
    configurations: [
      {
        storeId: replyId(storeId),
        deliveryType,
        fee: centsToEuro(row.deliveryFeeCents ?? 0),
        threshold: threshold === null ? null : centsToEuro(threshold),
        minNetTotal: centsToEuro(row.minNetTotalCents ?? 0),
      },
    ],
  };
}
