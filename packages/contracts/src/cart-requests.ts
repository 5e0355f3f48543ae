import { z } from 'zod';
import { Barcode } from './catalogue';
import { DeliveryModeId, Unit } from './enums';
import { EntityId, ReplyId } from './ids';
import { validationMessages } from './validation';

/** An optional id the web sends as '' when there is none (spec 7: addressId empty). */
export const OptionalEntityId = z
  .union([z.literal(''), EntityId])
  .nullish()
  .transform((v) => (v === '' || v === null ? undefined : v));

/** Spec 9: terminal type WEB. */
export const TerminalType = z.literal('WEB');

/** The fixed terminal id the web shop sends with cart/open (spec 7). */
export const WEB_TERMINAL_ID = 'spesa-web';

/** Spec 7, cart/open. addressId is required for AT_HOME and ignored for the other modes. */
export const CartOpenRequest = z.object({
  storeId: EntityId,
  deliveryMode: DeliveryModeId,
  addressId: OptionalEntityId,
  terminalType: TerminalType,
  terminalId: z.string().trim().min(1, validationMessages.required).max(64),
});
export type CartOpenRequest = z.input<typeof CartOpenRequest>;
export type CartOpenRequestParsed = z.output<typeof CartOpenRequest>;

/** Preview runs are not offered: the web always sends false (spec 7). */
const preview = z.literal(false).default(false);

/**
 * Spec 7, cart/store: `amount` (whole pieces) for PZ, `weight` (kilograms, a multiple of the
 * product's umStep once rounded to 2 decimals) for KG; 0 removes the line.
 */
export const CartStoreRequest = z
  .object({
    cartId: EntityId,
    barcode: Barcode,
    amount: z.number().int().min(0).max(1_000_000).optional(),
    weight: z.number().min(0).max(1_000).optional(),
    um: Unit,
    preview,
  })
  .superRefine((v, ctx) => {
    const field = v.um === 'PZ' ? 'amount' : 'weight';
    if (v[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: validationMessages.required });
    const other = v.um === 'PZ' ? 'weight' : 'amount';
    if (v[other] !== undefined)
      ctx.addIssue({ code: 'custom', path: [other], message: `non previsto per ${v.um}` });
  });
export type CartStoreRequest = z.input<typeof CartStoreRequest>;
export type CartStoreRequestParsed = z.output<typeof CartStoreRequest>;

/** Spec 7, cart/delete. */
export const CartDeleteItemRequest = z.object({ cartId: EntityId, barcode: Barcode, preview });
export type CartDeleteItemRequest = z.input<typeof CartDeleteItemRequest>;
export type CartDeleteItemRequestParsed = z.output<typeof CartDeleteItemRequest>;

/** Spec 7, cart/review: `refresh` is accepted; every read re-prices anyway. */
export const CartReviewRequest = z.object({
  cartId: EntityId,
  refresh: z.boolean().default(false),
});
export type CartReviewRequest = z.input<typeof CartReviewRequest>;

/** Spec 7, cart/abort: a cart by cartId, or an order by orderId; exactly one of them. */
export const CartAbortRequest = z
  .object({ cartId: EntityId.optional(), orderId: EntityId.optional() })
  .refine((v) => (v.cartId === undefined) !== (v.orderId === undefined), {
    message: 'indicare cartId oppure orderId',
    path: ['cartId'],
  });
export type CartAbortRequest = z.input<typeof CartAbortRequest>;

/**
 * Spec 7, cart/move: the cart to another store. Our extension: `deliveryMode` (default the
 * cart's) and `addressId` (AT_HOME; default the cart's when the mode stays) move it to another
 * service too, so the change-cart screen never leaves the lines behind.
 */
export const CartMoveRequest = z.object({
  cartId: EntityId,
  storeId: EntityId,
  deliveryMode: DeliveryModeId.optional(),
  addressId: OptionalEntityId,
});
export type CartMoveRequest = z.input<typeof CartMoveRequest>;
export type CartMoveRequestParsed = z.output<typeof CartMoveRequest>;

/** Spec 7, cart/copy: an order's lines into a new cart of its store and mode. */
export const CartCopyRequest = z.object({
  orderId: EntityId,
  addressId: OptionalEntityId,
  terminalType: TerminalType,
});
export type CartCopyRequest = z.input<typeof CartCopyRequest>;
export type CartCopyRequestParsed = z.output<typeof CartCopyRequest>;

/** The answer of cart/abort: which cart or order went. */
export const CartAbortResult = z.object({
  cartId: ReplyId.optional(),
  orderId: ReplyId.optional(),
});
export type CartAbortResult = z.infer<typeof CartAbortResult>;
