import type { OrderToCartRequestParsed, OrderToCartResult } from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { shopToday } from '../shared/shop-time';
import { addLinesToCart } from '../modules/cart';
import { findOrderItems, findOwnOrder } from '../modules/orders';

/**
 * 'Aggiungi tutto al carrello' (issue 30): every line the customer ordered (not the store's
 * substitutes) into one of their open carts, whatever its store, at that store's prices of
 * today, with the cart's rules (cart's addLinesToCart), in the route's one transaction.
 * Another customer's order is 404, another's cart 4004.
 */
export async function orderToCart(
  db: DbOrTx,
  userId: number,
  req: OrderToCartRequestParsed,
  clock: () => Date = () => new Date(),
): Promise<OrderToCartResult> {
  const order = (await findOwnOrder(db, userId, req.orderId)).order;
  const ordered = (await findOrderItems(db, order.id))
    .map((row) => row.item)
    .filter((item) => item.substitutesItemId === null);
  const { cart, placements } = await addLinesToCart(
    db,
    userId,
    req.cartId,
    ordered.map((item) => ({ barcode: item.barcode, quantityMilli: item.quantityMilli })),
    shopToday(clock()),
  );
  const result: OrderToCartResult = { cart, added: [], skipped: [] };
  placements.forEach((placement, i) => {
    const { barcode, description } = ordered[i]!;
    if (placement.added) result.added.push(placement.added);
    else result.skipped.push({ barcode, description, reason: placement.reason });
  });
  return result;
}
