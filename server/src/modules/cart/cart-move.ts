import {
  bagsFor,
  MAX_BAGS,
  type CartChanges,
  type CartMoveRequestParsed,
  type UpdatedItem,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { shopToday } from '../../shared/shop-time';
import { loadCartLines, upsertLines } from './cart-lines-repository';
import { toRemovedItem, toUpdatedItem } from './cart-mapper';
import { priceLine, type PricedLine } from './cart-pricing';
import { deleteOpenCart, findOpenCart, lockOpenCart, upsertOpenCart } from './cart-repository';
import { checkCartTarget } from './cart-target';
import { loadCartView } from './cart-view';

/** Lines whose net price differs between the two stores, both buyable. */
function priceChanges(before: readonly PricedLine[], after: readonly PricedLine[]): UpdatedItem[] {
  const old = new Map(before.filter((l) => l.buyable).map((l) => [l.row.id, l.netCents]));
  return after.flatMap((l) => {
    const was = old.get(l.row.id);
    return l.buyable && was !== undefined && was !== l.netCents ? [toUpdatedItem(l, was)] : [];
  });
}

/**
 * cart/move: the cart goes to another store, and (our extension) to another service: mode and,
 * for AT_HOME and SHIPPED, the address (the cart's own when the mode stays), which the store
 * must deliver to in that mode. Its lines are priced at the new store; those it does not sell are
 * removed and reported, the others report a changed price and record the new one. When the
 * customer already has an open cart there, the moved lines join it (a moved line replaces the
 * same product's) and the moved cart is deleted: one open cart per store and mode. The same
 * store and mode is the same cart: only its address may change.
 */
export async function moveCart(
  db: DbOrTx,
  userId: number,
  req: CartMoveRequestParsed,
  clock: () => Date = () => new Date(),
): Promise<CartChanges> {
  const today = shopToday(clock());
  const source = await lockOpenCart(db, userId, req.cartId);
  const mode = req.deliveryMode ?? source.mode;
  const sameMode = mode === source.mode;
  const addressId = await checkCartTarget(
    db,
    userId,
    req.storeId,
    mode,
    req.addressId ?? (sameMode ? (source.shippingAddressId ?? undefined) : undefined),
  );
  if (source.storeId === req.storeId && sameMode) {
    if (addressId !== source.shippingAddressId)
      await upsertOpenCart(db, {
        userId,
        storeId: source.storeId,
        mode,
        shippingAddressId: addressId,
      });
    const { cart } = await loadCartView(db, await findOpenCart(db, userId, source.id), today);
    return { cart, updatedItems: [], removedItems: [] };
  }
  const before = (await loadCartLines(db, source.id, source.storeId, today)).map(priceLine);
  const after = (await loadCartLines(db, source.id, req.storeId, today)).map(priceLine);
  const kept = after.filter((l) => l.sold);
  const targetId = await upsertOpenCart(db, {
    userId,
    storeId: req.storeId,
    mode,
    shippingAddressId: addressId,
  });
  await upsertLines(
    db,
    targetId,
    kept.map((l) => ({
      productId: l.row.id,
      quantityMilli: l.row.quantityMilli,
      unitPriceCents: l.netCents,
    })),
  );
  await deleteOpenCart(db, userId, source.id);
  const view = await loadCartView(db, await findOpenCart(db, userId, targetId), today);
  const bagsBefore = bagsFor(before.reduce((s, l) => s + (l.buyable ? l.row.quantityMilli : 0), 0));
  if (view.money.bags > MAX_BAGS && view.money.bags > bagsBefore) throw new AppError('MAX_BUNDLES');
  return {
    cart: view.cart,
    updatedItems: priceChanges(before, after),
    removedItems: after.filter((l) => !l.sold).map(toRemovedItem),
  };
}
