import { z } from 'zod';
import { Barcode } from './catalogue';
import { EntityIdParam, ReplyId } from './ids';
import { isIsoDate } from './dates';
import { DeliveryModeId, OrderStatus, PaymentMode, Unit } from './enums';
import { OperatorCart, OrderTotals } from './orders';
import { OrderOnlinePayment } from './payments';
import { emailField } from './validation';
import { SubstitutionPreference } from './substitutions';

/*
 * The staff area's payloads (issue 8): store operators and administrators working the orders
 * under /cli/staff. Money in euros, quantities in the line's unit (pieces or kilograms).
 */

export const staffRoles = ['OPERATOR', 'ADMIN'] as const;
export const StaffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRole>;

/** POST /cli/staff/login. */
export const StaffLoginRequest = z.object({
  email: emailField,
  password: z.string().min(1).max(200),
});
export type StaffLoginRequest = z.input<typeof StaffLoginRequest>;

export const StaffStore = z.object({ id: ReplyId, name: z.string() });
export type StaffStore = z.infer<typeof StaffStore>;

/** GET /cli/staff/session and the login's answer: an ADMIN's stores are every store. */
export const StaffSession = z.object({
  id: ReplyId,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: StaffRole,
  stores: z.array(StaffStore),
});
export type StaffSession = z.infer<typeof StaffSession>;

const isoDate = z.string().refine(isIsoDate, 'Data non valida');

/** GET /cli/staff/stores/{storeId}/orders: the day defaults to today in Rome. */
export const StaffOrdersQuery = z.object({
  date: isoDate.optional(),
  slotId: EntityIdParam.optional(),
  status: OrderStatus.optional(),
});
export type StaffOrdersQuery = z.input<typeof StaffOrdersQuery>;

export const StaffStoreParam = z.object({ storeId: EntityIdParam });
export const StaffOrderParam = z.object({ id: EntityIdParam });
export const StaffOrderItemParam = z.object({ id: EntityIdParam, itemId: EntityIdParam });

export const StatusCount = z.object({ status: OrderStatus, count: z.number().int() });
export type StatusCount = z.infer<typeof StatusCount>;

/** A slot of the day with its orders counted by status (every order of the day, no filter). */
export const StaffSlotCount = z.object({
  slotId: ReplyId,
  mode: DeliveryModeId,
  validFrom: z.string(),
  validTo: z.string(),
  total: z.number().int(),
  statuses: z.array(StatusCount),
});
export type StaffSlotCount = z.infer<typeof StaffSlotCount>;

/** An order as the queue lists it. */
export const StaffQueueOrder = z.object({
  id: ReplyId,
  code: z.number().int(),
  status: OrderStatus,
  deliveryMode: DeliveryModeId,
  deliveryDate: z.string(),
  slotId: ReplyId,
  validFrom: z.string(),
  validTo: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  addressDescription: z.string().nullable(),
  notes: z.string().nullable(),
  integrationNotes: z.string().nullable(),
  enableProductsReplacement: z.boolean(),
  paymentMode: PaymentMode,
  /** Pieces plus one per weighed line, as the cart counts them. */
  itemsCount: z.number().int(),
  linesCount: z.number().int(),
  totalToPay: z.number(),
  /** Issue 29: the order's version (1 as placed); above 1 the queue marks it 'modificato'. */
  version: z.number().int().optional(),
});
export type StaffQueueOrder = z.infer<typeof StaffQueueOrder>;

export const StaffOrderQueue = z.object({
  storeId: ReplyId,
  date: z.string(),
  slots: z.array(StaffSlotCount),
  statuses: z.array(StatusCount),
  orders: z.array(StaffQueueOrder),
});
export type StaffOrderQueue = z.infer<typeof StaffOrderQueue>;

export const pickStatuses = ['PICKED', 'UNAVAILABLE', 'SUBSTITUTED'] as const;
export const PickStatus = z.enum(pickStatuses);
export type PickStatus = z.infer<typeof PickStatus>;

/** The product the store gave in place of an ordered line. */
export const StaffSubstitute = z.object({
  id: ReplyId,
  barcode: z.string(),
  description: z.string(),
  um: Unit,
  netPrice: z.number(),
  operatorAmount: z.number(),
  /** What the customer is charged: its price, capped at the ordered line's (price match). */
  operatorTotal: z.number(),
  /** Its own price for the amount given, before the cap. */
  fullTotal: z.number(),
  /** Refused by the customer at handover: not charged. */
  refused: z.boolean(),
});
export type StaffSubstitute = z.infer<typeof StaffSubstitute>;

/** A line of the picking list: what was ordered and what the store did with it. */
export const StaffOrderLine = z.object({
  id: ReplyId,
  barcode: z.string(),
  ref: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  um: Unit,
  umStep: z.number(),
  /** Unit price (per piece or per kg), promotions applied, as at the order. */
  netPrice: z.number(),
  amount: z.number(),
  rowNetPrice: z.number(),
  pickStatus: PickStatus.nullable(),
  operatorAmount: z.number().nullable(),
  operatorTotal: z.number().nullable(),
  substitute: StaffSubstitute.nullable(),
  /** Issue 30: the line's effective preference (its own, else the order's yes/no). */
  substitution: SubstitutionPreference,
});
export type StaffOrderLine = z.infer<typeof StaffOrderLine>;

/** The picking list is grouped by department: the product's main category, in shop order. */
export const StaffDepartment = z.object({
  id: z.string(),
  name: z.string(),
  lines: z.array(StaffOrderLine),
});
export type StaffDepartment = z.infer<typeof StaffDepartment>;

export const StaffStatusChange = z.object({
  status: OrderStatus,
  changedBy: z.enum(['CUSTOMER', 'OPERATOR', 'SYSTEM']),
  changedAt: z.string(),
});

/** GET /cli/staff/orders/{id}: the store's figures are shown at every status. */
export const StaffOrderDetail = StaffQueueOrder.extend({
  storeId: ReplyId,
  storeName: z.string(),
  contactEmail: z.string(),
  loyaltyCard: z.string().nullable(),
  invoice: z.boolean(),
  departments: z.array(StaffDepartment),
  /** Ordered lines the store has handled so far, out of linesCount. */
  handledLines: z.number().int(),
  operatorCart: OperatorCart,
  totals: OrderTotals,
  onlinePayment: OrderOnlinePayment.optional(),
  /** The statuses the order may move to next (the server's state machine). */
  nextStatuses: z.array(OrderStatus),
  history: z.array(StaffStatusChange),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;

/** A picked amount: whole pieces for PZ, kilograms (up to grams) for KG; checked per line. */
const operatorAmount = z.number().positive().max(10_000);

/**
 * POST /cli/staff/orders/{id}/items/{itemId}: PICK records the amount or real weight picked,
 * UNAVAILABLE marks the line missing, SUBSTITUTE gives another product by barcode (only when
 * the rules of issue 30 allow it), RESET undoes what was recorded: only IN_PREPARATION.
 * REFUSE_SUBSTITUTE records at handover that the customer did not take the substitute.
 */
export const StaffItemRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('PICK'), operatorAmount }),
  z.object({ action: z.literal('UNAVAILABLE') }),
  z.object({ action: z.literal('SUBSTITUTE'), barcode: Barcode, operatorAmount }),
  z.object({ action: z.literal('RESET') }),
  /** At handover (TO_BE_COLLECTED, TO_BE_DELIVERED): the customer refuses the line's substitute. */
  z.object({ action: z.literal('REFUSE_SUBSTITUTE') }),
]);
export type StaffItemRequest = z.input<typeof StaffItemRequest>;
export type StaffItemRequestParsed = z.output<typeof StaffItemRequest>;

/** POST /cli/staff/orders/{id}/status. */
export const StaffStatusRequest = z.object({ status: OrderStatus });
export type StaffStatusRequest = z.infer<typeof StaffStatusRequest>;
