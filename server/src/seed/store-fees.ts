import type { DbOrTx } from '../db/client';
import { storeFees } from '../db/schema';
import type { DeliveryModeId } from './delivery-modes';
import type { SeededStore } from './stores';

interface FeeRule {
  deliveryFeeCents: number;
  /** null: the fee is never waived */
  feeFreeThresholdCents: number | null;
}

/**
 * What the cooperative charges per mode: home delivery 4,90 € (free from 70 €), pickup at the
 * counter 2 € for the picking (free from 50 €), drive 1,50 € (free from 40 €), courier
 * shipping 9,90 € (free from 99 €). Each threshold sits above the mode's minimum order.
 */
export const FEES_BY_MODE: Record<DeliveryModeId, FeeRule> = {
  AT_HOME: { deliveryFeeCents: 490, feeFreeThresholdCents: 7000 },
  IN_STORE: { deliveryFeeCents: 200, feeFreeThresholdCents: 5000 },
  DRIVE: { deliveryFeeCents: 150, feeFreeThresholdCents: 4000 },
  SHIPPED: { deliveryFeeCents: 990, feeFreeThresholdCents: 9900 },
};

/** Home delivery costs more where traffic is worst; these cities' stores charge their own. */
const HOME_DELIVERY_BY_COMUNE: Record<string, FeeRule> = {
  Milano: { deliveryFeeCents: 690, feeFreeThresholdCents: 9000 },
  Firenze: { deliveryFeeCents: 590, feeFreeThresholdCents: 8000 },
};

export function feeRuleOf(comune: string, mode: DeliveryModeId): FeeRule {
  return (mode === 'AT_HOME' ? HOME_DELIVERY_BY_COMUNE[comune] : undefined) ?? FEES_BY_MODE[mode];
}

/** One fee row for every mode of every store; answers how many. */
export async function seedStoreFees(db: DbOrTx, stores: readonly SeededStore[]): Promise<number> {
  const rows = stores.flatMap(({ id, spec }) =>
    spec.modes.map((mode) => ({ storeId: id, mode, ...feeRuleOf(spec.comune, mode) })),
  );
  await db.insert(storeFees).values(rows);
  return rows.length;
}
