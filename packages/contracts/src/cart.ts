import { z } from 'zod';
import { ReplyId } from './ids';
import { Promotion } from './catalogue';
import { DeliveryModeId, PaymentMode, Unit } from './enums';
import { SubstitutionPreference } from './substitutions';

/**
 * OPEN: being filled; FROZEN: turned into an order; ABORTED: the cart of an aborted order;
 * PARKED: set aside while an order of its store and mode is being changed (issue 29).
 */
export const cartStatuses = ['OPEN', 'FROZEN', 'ABORTED', 'PARKED'] as const;
export const CartStatus = z.enum(cartStatuses);
export type CartStatus = z.infer<typeof CartStatus>;

/** 'danger': no longer sold or available in the cart's store, shown struck through (spec 2). */
export const cartItemStatuses = ['ok', 'danger'] as const;
export const CartItemStatus = z.enum(cartItemStatuses);
export type CartItemStatus = z.infer<typeof CartItemStatus>;

/** Spec 3, cart item. Prices are euros; `danger` lines count in no total. */
export const CartItem = z.object({
  id: ReplyId,
  ref: z.string(),
  barcode: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  subCategoryName: z.string(),
  um: Unit,
  /** The quantity in `um`: pieces, or kilograms for weighed products. */
  amount: z.number(),
  /** Kilograms of a weighed product (the same figure as amount); null for pieces. */
  weight: z.number().nullable(),
  umStep: z.number(),
  maxAmount: z.number(),
  /** List price per unit. */
  price: z.number(),
  /** Price per unit after the active promotion. */
  netPrice: z.number(),
  /** netPrice × quantity, rounded half up to the cent. */
  rowNetPrice: z.number(),
  /** Euro per kilogram or litre beside the selling price (the product's pricePerUm). */
  pricePerUm: z.number().nullable().optional(),
  umPerUm: z.string().nullable().optional(),
  purchaseUm: Unit,
  promotions: z.array(Promotion),
  vatConfigurationId: z.string(),
  attrib3: z.string().nullable(),
  status: CartItemStatus,
  /** What the store prepared; null until the order is prepared. */
  operatorAmount: z.number().nullable(),
  operatorTotal: z.number().nullable(),
  /**
   * Issue 30: the line's own substitution preference; null follows the order's yes/no. On a
   * cart being filled it is the one remembered for the product unless the line set another.
   */
  substitution: SubstitutionPreference.nullable().optional(),
  /** On a prepared substitute: the ordered line it replaced (ordered vs delivered). */
  substitutedFor: z
    .object({
      barcode: z.string(),
      description: z.string(),
      um: Unit,
      amount: z.number(),
      rowNetPrice: z.number(),
      /** What the substitute is charged minus the ordered line (never above 0: price match). */
      priceDifference: z.number(),
      /** Refused by the customer at handover: not charged. */
      refused: z.boolean(),
    })
    .nullable()
    .optional(),
});
export type CartItem = z.infer<typeof CartItem>;

export const feeIds = ['DELIVERY', 'BAGS'] as const;
export const Fee = z.object({ id: z.enum(feeIds), description: z.string(), value: z.number() });
export type Fee = z.infer<typeof Fee>;

/** The bags estimated for the cart; those beyond `free` are a fee line. */
export const Bags = z.object({
  count: z.number().int(),
  free: z.number().int(),
  max: z.number().int(),
});
export type Bags = z.infer<typeof Bags>;

/** weekDay 1-7 from Sunday; times 'HH:mm' in the store's time. */
export const CartTimeSlot = z.object({
  id: ReplyId,
  weekDay: z.number().int().min(1).max(7),
  validFrom: z.string(),
  validTo: z.string(),
});
export type CartTimeSlot = z.infer<typeof CartTimeSlot>;

export const CartDelivery = z.object({
  storeId: ReplyId,
  /** The shipping address of an AT_HOME cart; null for the other modes. */
  addressId: ReplyId.nullable(),
  addressDescription: z.string().nullable(),
  /** Booked when the cart is frozen into an order; null while it is open. */
  timeSlot: CartTimeSlot.nullable(),
});

/**
 * Spec 3, cart. Every amount is computed by the server, in euros: total (list prices),
 * netTotal (after promotions), fees (delivery unless netTotal reaches the threshold, extra
 * bags), totalToPay = netTotal + feesTotal. The checkout fields stay null until the freeze.
 */
export const Cart = z.object({
  id: ReplyId,
  status: CartStatus,
  storeId: ReplyId,
  storeDescription: z.string(),
  deliveryMode: DeliveryModeId,
  delivery: CartDelivery,
  items: z.array(CartItem),
  /** Pieces of the piece lines plus one per weighed line; danger lines excluded. */
  itemsCount: z.number().int(),
  total: z.number(),
  netTotal: z.number(),
  feesTotal: z.number(),
  fees: z.array(Fee),
  bags: Bags,
  totalToPay: z.number(),
  /** The store's minimum order for the mode; 0 when there is none. */
  minNetTotal: z.number(),
  payment: z.object({ id: z.string(), mode: PaymentMode }).nullable(),
  integrationNotes: z.string().nullable(),
  title: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  invoice: z.boolean(),
  enableProductsReplacement: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cart = z.infer<typeof Cart>;

/** Spec 7, cart/store and cart/delete: the line just changed (amount 0 once removed). */
export const UpdatedProduct = z.object({
  barcode: z.string(),
  ref: z.string(),
  description: z.string(),
  netPrice: z.number(),
  categoryId: z.string(),
  amount: z.number(),
  um: Unit,
});
export type UpdatedProduct = z.infer<typeof UpdatedProduct>;

export const CartLineResult = z.object({ updatedProduct: UpdatedProduct, cart: Cart });
export type CartLineResult = z.infer<typeof CartLineResult>;

/** cart/open: the cart under `data.cart`, as cart/store and cart/delete answer it (issue 18). */
export const CartOpenResult = z.object({ cart: Cart });
export type CartOpenResult = z.infer<typeof CartOpenResult>;

/** A line whose price per unit changed: net prices in euros. */
export const UpdatedItem = z.object({
  barcode: z.string(),
  ref: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  um: Unit,
  oldPrice: z.number(),
  newPrice: z.number(),
});
export type UpdatedItem = z.infer<typeof UpdatedItem>;

/** A line that can no longer be bought ('not available at the moment'). */
export const RemovedItem = z.object({
  barcode: z.string(),
  ref: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  um: Unit,
  amount: z.number(),
});
export type RemovedItem = z.infer<typeof RemovedItem>;

/** Spec 3, freeze check result; cart/move and cart/copy report their differences alike. */
export const CartChanges = z.object({
  cart: Cart,
  updatedItems: z.array(UpdatedItem),
  removedItems: z.array(RemovedItem),
});
export type CartChanges = z.infer<typeof CartChanges>;
export const FreezeCheckResult = CartChanges;
export type FreezeCheckResult = CartChanges;
