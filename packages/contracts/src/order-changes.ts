import { z } from 'zod';
import { ReplyId } from './ids';
import { PaymentMode } from './enums';
import { PaymentOperation, PaymentOutcome } from './payments';

/**
 * Issue 29: an order being changed. Its cart (`cartId`) is the customer's current cart for
 * the order's store and mode until the change is confirmed (through the checkout, cart/freeze
 * or orders/{id}/change/confirm) or discarded; `cutoffAt` is the last moment to confirm it.
 */
export const OrderChange = z.object({
  orderId: ReplyId,
  code: z.number().int(),
  cartId: ReplyId,
  storeId: ReplyId,
  cutoffAt: z.string(),
  /** The slot the order holds meanwhile (kept and still counted). */
  timeSlotId: ReplyId,
  version: z.number().int(),
});
export type OrderChange = z.infer<typeof OrderChange>;

/** A change closed by the server (the cut-off passed, the store started preparing). */
export const DiscardedOrderChange = z.object({
  orderId: ReplyId,
  code: z.number().int(),
  message: z.string(),
});
export type DiscardedOrderChange = z.infer<typeof DiscardedOrderChange>;

/** GET orders/changes: the open changes, and those just discarded with why. */
export const OrderChanges = z.object({
  open: z.array(OrderChange),
  discarded: z.array(DiscardedOrderChange),
});
export type OrderChanges = z.infer<typeof OrderChanges>;

/** One line of a version's difference: added, removed, or its quantity changed. */
export const OrderVersionLineChange = z.object({
  kind: z.enum(['ADDED', 'REMOVED', 'QUANTITY']),
  barcode: z.string(),
  description: z.string(),
  um: z.enum(['KG', 'PZ']),
  /** Units (pieces or kilograms); null for the side that does not exist. */
  before: z.number().nullable(),
  after: z.number().nullable(),
});
export type OrderVersionLineChange = z.infer<typeof OrderVersionLineChange>;

/** A confirmed state of the order and what changed from the one before (none for version 1). */
export const OrderVersion = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  deliveryDate: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  paymentMode: PaymentMode,
  totalToPay: z.number(),
  itemsCount: z.number().int(),
  lines: z.array(OrderVersionLineChange),
  slotMoved: z.boolean(),
  totalBefore: z.number().nullable(),
});
export type OrderVersion = z.infer<typeof OrderVersion>;

/** An operation on the order's card, as the ledger recorded it, oldest first. */
export const OrderCardOperation = z.object({
  id: ReplyId,
  operation: PaymentOperation,
  outcome: PaymentOutcome,
  amount: z.number(),
  /** The authorisation a release or capture acted on. */
  parentId: ReplyId.nullable(),
  at: z.string(),
});
export type OrderCardOperation = z.infer<typeof OrderCardOperation>;

/** GET orders/{id}/versions: newest first, with the card's operations. */
export const OrderVersions = z.object({
  versions: z.array(OrderVersion),
  cardOperations: z.array(OrderCardOperation),
});
export type OrderVersions = z.infer<typeof OrderVersions>;

/** POST orders/{id}/change/discard: whether there was a change to let go. */
export const OrderChangeDiscarded = z.object({ discarded: z.boolean() });
export type OrderChangeDiscarded = z.infer<typeof OrderChangeDiscarded>;
