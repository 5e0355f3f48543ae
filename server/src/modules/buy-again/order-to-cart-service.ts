import {
  bagsFor,
  MAX_BAGS,
  type OrderToCartAdded,
  type OrderToCartRequestParsed,
  type OrderToCartResult,
  type OrderToCartSkipped,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { shopToday } from '../../shared/shop-time';
import {
  findStoreProduct,
  loadCartLines,
  loadCartView,
  lockOpenCart,
  priceLine,
  sellable,
  touchCart,
  upsertLines,
  type LineValues,
} from '../cart';
import { findOrderItems, findOwnOrder, type OrderItemRow } from '../orders';

type Outcome =
  | { kind: 'added'; line: LineValues; added: OrderToCartAdded; bagMilli: number }
  | { kind: 'skipped'; skipped: OrderToCartSkipped };

interface CartState {
  storeId: number;
  today: string;
  /** What the cart holds per product id, in thousandths. */
  held: Map<number, number>;
  /** The quantity that needs bags: available lines only, as the cart counts them. */
  bagMilli: number;
}

const skip = ({ item }: OrderItemRow, reason: OrderToCartSkipped['reason']): Outcome => ({
  kind: 'skipped',
  skipped: { barcode: item.barcode, description: item.description, reason },
});

/**
 * One ordered line against the cart's store, priced today: added to what the cart holds,
 * capped at maxAmount, or skipped with the reason the web reports (as a smart list's lines).
 */
async function place(db: DbOrTx, cart: CartState, row: OrderItemRow): Promise<Outcome> {
  const product = await findStoreProduct(db, cart.storeId, row.item.barcode, cart.today);
  const sale = product ? sellable(product) : null;
  if (!product || !sale) return skip(row, 'NOT_SOLD');
  if (!product.available) return skip(row, 'UNAVAILABLE');
  const current = cart.held.get(product.id) ?? 0;
  const wanted = row.item.quantityMilli;
  const target = Math.min(current + wanted, product.maxAmountMilli);
  const delta = target - current;
  if (delta <= 0) return skip(row, 'MAX_QUANTITY');
  const bagMilli = cart.bagMilli + delta;
  // As cart/store: a change that raises the quantity may not need more than MAX_BAGS bags.
  if (bagsFor(bagMilli) > MAX_BAGS) return skip(row, 'MAX_BUNDLES');
  return {
    kind: 'added',
    line: { productId: product.id, quantityMilli: target, unitPriceCents: sale.netCents },
    added: {
      barcode: product.barcode,
      description: product.description,
      amount: delta / 1000,
      um: product.um,
      capped: delta < wanted,
    },
    bagMilli,
  };
}

/**
 * 'Aggiungi tutto al carrello' (issue 30): every line the customer ordered (not the store's
 * substitutes) into one of their open carts, whatever its store, at that store's prices of
 * today, in the route's one transaction. Another customer's order is 404, another's cart 4004.
 */
export async function orderToCart(
  db: DbOrTx,
  userId: number,
  req: OrderToCartRequestParsed,
  clock: () => Date = () => new Date(),
): Promise<OrderToCartResult> {
  const order = (await findOwnOrder(db, userId, req.orderId)).order;
  const header = await lockOpenCart(db, userId, req.cartId);
  const today = shopToday(clock());
  const lines = (await loadCartLines(db, header.id, header.storeId, today)).map(priceLine);
  const cart: CartState = {
    storeId: header.storeId,
    today,
    held: new Map(lines.map((l) => [l.row.id, l.row.quantityMilli])),
    bagMilli: lines.reduce((sum, l) => sum + (l.buyable ? l.row.quantityMilli : 0), 0),
  };
  const upserts: LineValues[] = [];
  const added: OrderToCartAdded[] = [];
  const skipped: OrderToCartSkipped[] = [];
  for (const row of await findOrderItems(db, order.id)) {
    if (row.item.substitutesItemId !== null) continue;
    const outcome = await place(db, cart, row);
    if (outcome.kind === 'skipped') {
      skipped.push(outcome.skipped);
      continue;
    }
    upserts.push(outcome.line);
    added.push(outcome.added);
    cart.held.set(outcome.line.productId, outcome.line.quantityMilli);
    cart.bagMilli = outcome.bagMilli;
  }
  await upsertLines(db, header.id, upserts);
  const updatedAt = await touchCart(db, header.id);
  const view = await loadCartView(db, { ...header, updatedAt }, today);
  return { cart: view.cart, added, skipped };
}
