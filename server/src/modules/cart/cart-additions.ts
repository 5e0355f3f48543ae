import {
  bagsFor,
  MAX_BAGS,
  type Cart,
  type CartLineAdded,
  type CartLineSkipReason,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import {
  findStoreProduct,
  loadCartLines,
  upsertLines,
  type LineValues,
} from './cart-lines-repository';
import { priceLine, sellable } from './cart-pricing';
import { lockOpenCart, touchCart } from './cart-repository';
import { loadCartView } from './cart-view';

/** A product line to put into the cart: its EAN and amount in thousandths. */
export interface WantedLine {
  barcode: string;
  quantityMilli: number;
}

/** What became of one wanted line: added (maybe capped), or left out and why. */
export type LinePlacement =
  | { added: CartLineAdded; reason?: undefined }
  | { added?: undefined; reason: Exclude<CartLineSkipReason, 'CUSTOM'> };

interface CartState {
  storeId: number;
  today: string;
  /** What the cart holds per product id, in thousandths. */
  held: Map<number, number>;
  /** The quantity that needs bags: available lines only, as the cart counts them. */
  bagMilli: number;
}

/**
 * One line against the cart's store, priced today: added to what the cart holds, capped at
 * maxAmount, or left out with the reason the web reports.
 */
async function place(
  db: DbOrTx,
  cart: CartState,
  wanted: WantedLine,
): Promise<{ placement: LinePlacement; line?: LineValues }> {
  const product = await findStoreProduct(db, cart.storeId, wanted.barcode, cart.today);
  const sale = product ? sellable(product) : null;
  if (!product || !sale) return { placement: { reason: 'NOT_SOLD' } };
  if (!product.available) return { placement: { reason: 'UNAVAILABLE' } };
  const current = cart.held.get(product.id) ?? 0;
  const target = Math.min(current + wanted.quantityMilli, product.maxAmountMilli);
  const delta = target - current;
  if (delta <= 0) return { placement: { reason: 'MAX_QUANTITY' } };
  // As cart/store: a change that raises the quantity may not need more than MAX_BAGS bags.
  if (bagsFor(cart.bagMilli + delta) > MAX_BAGS) return { placement: { reason: 'MAX_BUNDLES' } };
  cart.held.set(product.id, target);
  cart.bagMilli += delta;
  return {
    line: { productId: product.id, quantityMilli: target, unitPriceCents: sale.netCents },
    placement: {
      added: {
        barcode: product.barcode,
        description: product.description,
        amount: delta / 1000,
        um: product.um,
        capped: delta < wanted.quantityMilli,
      },
    },
  };
}

/**
 * Many lines into one of the customer's open carts at once (a smart list's, a past order's),
 * in the caller's transaction, at the cart store's prices of `today`: each added to what the
 * cart holds, in order. Another customer's cart is 4004. The placements follow `wanted`.
 */
export async function addLinesToCart(
  db: DbOrTx,
  userId: number,
  cartId: number,
  wanted: readonly WantedLine[],
  today: string,
): Promise<{ cart: Cart; placements: LinePlacement[] }> {
  const header = await lockOpenCart(db, userId, cartId);
  const lines = (await loadCartLines(db, header.id, header.storeId, today)).map(priceLine);
  const cart: CartState = {
    storeId: header.storeId,
    today,
    held: new Map(lines.map((l) => [l.row.id, l.row.quantityMilli])),
    bagMilli: lines.reduce((sum, l) => sum + (l.buyable ? l.row.quantityMilli : 0), 0),
  };
  const upserts: LineValues[] = [];
  const placements: LinePlacement[] = [];
  for (const line of wanted) {
    const outcome = await place(db, cart, line);
    placements.push(outcome.placement);
    if (outcome.line) upserts.push(outcome.line);
  }
  await upsertLines(db, header.id, upserts);
  const updatedAt = await touchCart(db, header.id);
  const view = await loadCartView(db, { ...header, updatedAt }, today);
  return { cart: view.cart, placements };
}
