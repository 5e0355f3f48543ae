import {
  centsToEuro,
  MAX_BAGS,
  type CartChanges,
  type CartCopyRequestParsed,
  type RemovedItem,
  type UpdatedItem,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { shopToday } from '../../shared/shop-time';
import { milliToUnits, lineImageUrl } from '../catalogue';
import {
  findStoreProduct,
  upsertLines,
  type LineValues,
  sellable,
  lockOpenCart,
  touchCart,
  upsertOpenCart,
  checkCartTarget,
  loadCartView,
} from '../cart';
import { findOrderItems, findOwnOrder, type OrderItemRow } from './order-queries';

export interface CopyOutcome {
  changes: CartChanges;
  /** Prices changed or lines could not be copied: the answer is 4105. */
  changed: boolean;
}

function wireOf({ item, photos }: OrderItemRow) {
  const { barcode, ref, description, um } = item;
  return { barcode, ref, description, um, imageUrl: lineImageUrl(barcode, photos) };
}

/**
 * cart/copy (spec 4): the lines of one of the customer's orders go into their open cart for
 * the order's store and mode (opened when missing; for AT_HOME the address sent, else the
 * order's, must still be served). Each line is priced today: a product the store no longer
 * sells or has run out of is left out and reported, one whose net price differs from the
 * order's is copied at today's price and reported. A copied line replaces the same product's.
 */
export async function copyOrder(
  db: DbOrTx,
  userId: number,
  req: CartCopyRequestParsed,
  clock: () => Date = () => new Date(),
): Promise<CopyOutcome> {
  const today = shopToday(clock());
  const order = (await findOwnOrder(db, userId, req.orderId)).order;
  const addressId = await checkCartTarget(
    db,
    userId,
    order.storeId,
    order.mode,
    req.addressId ?? order.shippingAddressId ?? undefined,
  );
  const cartId = await upsertOpenCart(db, {
    userId,
    storeId: order.storeId,
    mode: order.mode,
    shippingAddressId: addressId,
  });
  const header = await lockOpenCart(db, userId, cartId);
  const lines: LineValues[] = [];
  const updatedItems: UpdatedItem[] = [];
  const removedItems: RemovedItem[] = [];
  for (const row of await findOrderItems(db, order.id)) {
    const { item } = row;
    // A substitute the store gave is not what the customer ordered: the copy leaves it out.
    if (item.substitutesItemId !== null) continue;
    const product = await findStoreProduct(db, order.storeId, item.barcode, today);
    const sale = product && sellable(product);
    if (!product?.available || !sale) {
      removedItems.push({ ...wireOf(row), amount: milliToUnits(item.quantityMilli) });
      continue;
    }
    const quantityMilli = Math.min(item.quantityMilli, product.maxAmountMilli);
    lines.push({ productId: product.id, quantityMilli, unitPriceCents: sale.netCents });
    if (sale.netCents !== item.netPriceCents)
      updatedItems.push({
        ...wireOf(row),
        oldPrice: centsToEuro(item.netPriceCents),
        newPrice: centsToEuro(sale.netCents),
      });
  }
  await upsertLines(db, cartId, lines);
  const updatedAt = await touchCart(db, cartId);
  const view = await loadCartView(db, { ...header, updatedAt }, today);
  if (view.money.bags > MAX_BAGS) throw new AppError('MAX_BUNDLES');
  return {
    changes: { cart: view.cart, updatedItems, removedItems },
    changed: updatedItems.length + removedItems.length > 0,
  };
}
