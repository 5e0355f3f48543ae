import {
  replyId,
  type SmartListCartSkipped,
  type SmartListToCartRequestParsed,
  type SmartListToCartResult,
} from '@spesa/contracts';
import type { DbOrTx } from '../db/client';
import { shopToday } from '../shared/shop-time';
import { addLinesToCart } from '../modules/cart';
import { type ItemRow, loadItems, ownedList } from '../modules/smart-lists';

const skipped = (item: ItemRow, reason: SmartListCartSkipped['reason']): SmartListCartSkipped => ({
  itemId: replyId(item.id),
  barcode: item.product?.barcode ?? null,
  description: item.product?.description ?? item.customDescription ?? '',
  reason,
});

/**
 * Ours, not the spec's: the whole list into an open cart of the customer's, in the route's one
 * transaction, with the cart's rules (cart's addLinesToCart); free-text lines stay out (CUSTOM).
 * Prices are the cart store's of today, as for cart/store.
 */
export async function smartListToCart(
  db: DbOrTx,
  userId: number,
  req: SmartListToCartRequestParsed,
  clock: () => Date = () => new Date(),
): Promise<SmartListToCartResult> {
  const list = await ownedList(db, userId, req.id, true);
  const items = await loadItems(db, list.id);
  const products = items.filter((item) => item.product !== null);
  const { cart, placements } = await addLinesToCart(
    db,
    userId,
    req.cartId,
    products.map((item) => ({ barcode: item.product!.barcode, quantityMilli: item.quantityMilli })),
    shopToday(clock()),
  );
  const placed = new Map(products.map((item, i) => [item, placements[i]!]));
  const result: SmartListToCartResult = { cart, added: [], skipped: [] };
  // In the list's order, the free-text lines among the others.
  for (const item of items) {
    const placement = placed.get(item);
    if (!placement) result.skipped.push(skipped(item, 'CUSTOM'));
    else if (placement.added) result.added.push({ ...placement.added, itemId: replyId(item.id) });
    else result.skipped.push(skipped(item, placement.reason));
  }
  return result;
}
