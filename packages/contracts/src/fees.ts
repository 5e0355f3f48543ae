import { z } from 'zod';
import { DeliveryModeId, PaymentMode } from './enums';
import { EntityIdParam, ReplyId } from './ids';

/** Spec 7, thresholdFee: `?storeId=&deliveryType=`. */
export const ThresholdFeeQuery = z.object({ storeId: EntityIdParam, deliveryType: DeliveryModeId });
export type ThresholdFeeQuery = z.infer<typeof ThresholdFeeQuery>;

/** One store's fee rule for one mode, in euros. */
export const FeeConfiguration = z.object({
  storeId: ReplyId,
  deliveryType: DeliveryModeId,
  /** The delivery (or preparation) fee charged below the threshold. */
  fee: z.number(),
  /** netTotal from which the fee is waived; null when it never is. */
  threshold: z.number().nullable(),
  minNetTotal: z.number(),
});
export type FeeConfiguration = z.infer<typeof FeeConfiguration>;

/** Spec 3, fees config: the web reads configurations[0].threshold. Empty when the store lacks the mode. */
export const ThresholdFee = z.object({ configurations: z.array(FeeConfiguration) });
export type ThresholdFee = z.infer<typeof ThresholdFee>;

export const DeliveryModeParam = z.object({ mode: DeliveryModeId });
export type DeliveryModeParam = z.infer<typeof DeliveryModeParam>;

/** Spec 7, configuration/deliveryMode/{mode}: the payment modes allowed for that mode. */
export const DeliveryModeConfiguration = z.object({
  id: DeliveryModeId,
  paymentModes: z.array(PaymentMode),
});
export type DeliveryModeConfiguration = z.infer<typeof DeliveryModeConfiguration>;
