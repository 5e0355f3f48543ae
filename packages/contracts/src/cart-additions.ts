import { z } from 'zod';
import { Cart } from './cart';
import { Unit } from './enums';

/**
 * Lines put into an open cart from elsewhere in one go: a smart list's (POST /cli/slists/cart)
 * or a past order's ('Aggiungi tutto al carrello', issue 30). One report for both.
 *
 * `capped`: the cart reached the product's maxAmount, so less than the wanted amount went in.
 */
export const CartLineAdded = z.object({
  barcode: z.string(),
  description: z.string(),
  amount: z.number(),
  um: Unit,
  capped: z.boolean(),
});
export type CartLineAdded = z.infer<typeof CartLineAdded>;

/**
 * Why a line stayed out: NOT_SOLD (not in the cart store's range, or gone from the catalogue),
 * UNAVAILABLE (out of stock there), CUSTOM (a list's free text, no product), MAX_QUANTITY (the
 * cart already holds the most allowed), MAX_BUNDLES (it would need more than the bags allowed
 * per order). An order's lines are never CUSTOM.
 */
export const cartLineSkipReasons = [
  'NOT_SOLD',
  'UNAVAILABLE',
  'CUSTOM',
  'MAX_QUANTITY',
  'MAX_BUNDLES',
] as const;
export const CartLineSkipReason = z.enum(cartLineSkipReasons);
export type CartLineSkipReason = z.infer<typeof CartLineSkipReason>;

/** `barcode` is null for a list's free-text line only. */
export const CartLineSkipped = z.object({
  barcode: z.string().nullable(),
  description: z.string(),
  reason: CartLineSkipReason,
});
export type CartLineSkipped = z.infer<typeof CartLineSkipped>;

export const CartAdditions = z.object({
  cart: Cart,
  added: z.array(CartLineAdded),
  skipped: z.array(CartLineSkipped),
});
export type CartAdditions = z.infer<typeof CartAdditions>;
