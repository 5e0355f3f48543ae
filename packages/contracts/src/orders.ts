import { z } from 'zod';
import { Cart, CartItem } from './cart';
import { OptionalEntityId } from './cart-requests';
import { EntityId, EntityIdParam, ReplyId } from './ids';
import { DeliveryModeId, OrderStatus, PaymentMode } from './enums';
import { OrderOnlinePayment } from './payments';
import { checkoutCardField } from './profile';
import { pageIndex, pageSize } from './query';
import { emailField, mobilePhoneField, optionalText, requiredText } from './validation';

/** Spec 7, cart/freeze/check. */
export const FreezeCheckRequest = z.object({
  cartId: EntityId,
  preview: z.boolean().default(false),
});
export type FreezeCheckRequest = z.input<typeof FreezeCheckRequest>;

/**
 * Spec 7, cart/freeze, with the checkout rules of spec 5: contact data, the mandatory
 * substitution choice, a loyalty card of 13 digits starting 02 when given. The billing
 * address is checked by the server (4037) because only it knows the address.
 */
export const FreezeRequest = z.object({
  cartId: EntityId,
  profileEmail: emailField,
  profileMobilePhone: mobilePhoneField,
  profileCard: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(checkoutCardField.optional()),
  firstName: requiredText(60),
  lastName: requiredText(60),
  timeSlotId: EntityId,
  paymentMode: PaymentMode,
  notes: optionalText(500),
  integrationNotes: optionalText(500),
  invoice: z.boolean().default(false),
  billingAddressId: OptionalEntityId,
  enableProductsReplacement: z.boolean(),
  clientWeb: z.boolean().default(true),
});
export type FreezeRequest = z.input<typeof FreezeRequest>;
export type FreezeRequestParsed = z.output<typeof FreezeRequest>;

/** Spec 9: order history pages of 5, newest first. */
export const ORDERS_PAGE_SIZE = 5;
export const OrdersQuery = z.object({ s: pageSize(ORDERS_PAGE_SIZE, 50), p: pageIndex });
export type OrdersQuery = z.infer<typeof OrdersQuery>;

export const OrderIdParam = z.object({ id: EntityIdParam });

/** What the store prepared, once it has (spec 3, operatorCart). */
export const OperatorCart = z.object({
  total: z.number(),
  netTotal: z.number(),
  totalToPay: z.number(),
  payed: z.boolean(),
  itemsCount: z.number().int(),
});
export type OperatorCart = z.infer<typeof OperatorCart>;

/** Spec 3, order totals: null until the step that fixes them. */
export const OrderTotals = z.object({
  ordered: z.number(),
  prepared: z.number().nullable(),
  purchase: z.number().nullable(),
  receipt: z.number().nullable(),
});
export type OrderTotals = z.infer<typeof OrderTotals>;

/** A row of the order history. */
export const OrderSummary = z.object({
  id: ReplyId,
  code: z.number().int(),
  status: OrderStatus,
  title: z.string().nullable(),
  deliveryDate: z.string(),
  storeId: ReplyId,
  storeDescription: z.string(),
  deliveryMode: DeliveryModeId,
  validFrom: z.string(),
  validTo: z.string(),
  paymentMode: PaymentMode,
  itemsCount: z.number().int(),
  totalToPay: z.number(),
  createdAt: z.string(),
  /** Issue 29: 1 as placed, one more per confirmed change. */
  version: z.number().int().optional(),
  /** Issue 29: the slot's cut-off while the customer may still change it, else null. */
  changeableUntil: z.string().nullable().optional(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/**
 * Spec 3, order. The detail shows cart.items for TO_BE_PREPARED, IN_PREPARATION and ABORTED,
 * preparedCartItems otherwise; operatorCart is null until the order is past preparation.
 */
export const Order = OrderSummary.extend({
  cart: Cart,
  operatorCart: OperatorCart.nullable(),
  preparedCartItems: z.array(CartItem),
  enabledProductsReplacementChoice: z.boolean(),
  totals: OrderTotals,
  /** Only for orders paid with the online card: the pre-authorisation and its capture. */
  onlinePayment: OrderOnlinePayment.optional(),
});
export type Order = z.infer<typeof Order>;

/** Spec 4: an order can be aborted by the customer only while it waits to be prepared. */
export const ABORTABLE_ORDER_STATUS: OrderStatus = 'TO_BE_PREPARED';

/** Spec 4: the detail shows the cart items in these statuses, the prepared items otherwise. */
export const CART_ITEMS_ORDER_STATUSES: readonly OrderStatus[] = [
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'ABORTED',
];

/**
 * The statuses past preparation, where the store's figures (operatorCart, prepared items,
 * the operator and dispatch totals) exist and are shown.
 */
export const PREPARED_ORDER_STATUSES: readonly OrderStatus[] = [
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
  'ISSUING_RECEIPT',
  'COLLECTED',
  'NOT_COLLECTED',
  'DELIVERED',
  'REFUSED',
];

/** Orders still on their way to the customer: a profile cannot be deleted while one exists. */
export const IN_PROGRESS_ORDER_STATUSES: readonly OrderStatus[] = [
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
  'ISSUING_RECEIPT',
];
