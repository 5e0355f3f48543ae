import { z } from 'zod';
import { CartAdditions } from './cart-additions';
import { Product } from './catalogue';
import { Unit } from './enums';
import { EntityId } from './ids';
import { pageIndex, pageSize } from './query';

/** 'Compra di nuovo' (issue 30): a page of products bought before; the home strip asks for fewer. */
export const BUY_AGAIN_PAGE_SIZE = 24;
export const BUY_AGAIN_MAX_PAGE_SIZE = 48;

export const BuyAgainQuery = z.object({
  s: pageSize(BUY_AGAIN_PAGE_SIZE, BUY_AGAIN_MAX_PAGE_SIZE),
  p: pageIndex,
});
export type BuyAgainQuery = z.infer<typeof BuyAgainQuery>;

/**
 * A product the customer bought before, as the store sells it today (`product`, the same shape
 * as every card's: today's price with the offers the listing applies, `available` there), with
 * the quantity of the latest order that held it (`lastAmount` in `lastUm`: pieces, or kilograms
 * to the thousandth for weighed products) and in how many orders it was (`timesOrdered`).
 */
export const BuyAgainItem = z.object({
  product: Product,
  lastAmount: z.number(),
  lastUm: Unit,
  timesOrdered: z.number().int().positive(),
  /** When the latest order holding it was placed (ISO instant). */
  lastOrderedAt: z.string(),
});
export type BuyAgainItem = z.infer<typeof BuyAgainItem>;

/** 'Aggiungi tutto al carrello': every line of one of the customer's orders into an open cart. */
export const OrderToCartRequest = z.object({ orderId: EntityId, cartId: EntityId });
export type OrderToCartRequest = z.input<typeof OrderToCartRequest>;
export type OrderToCartRequestParsed = z.output<typeof OrderToCartRequest>;

/** The report: the cart's one for lines added from elsewhere (cart-additions.ts). */
export const OrderToCartResult = CartAdditions;
export type OrderToCartResult = CartAdditions;
