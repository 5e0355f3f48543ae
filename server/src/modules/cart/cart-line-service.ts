import {
  bagsFor,
  MAX_BAGS,
  type CartDeleteItemRequestParsed,
  type CartLineResult,
  type CartStoreRequestParsed,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { shopToday } from '../../shared/shop-time';
import { deleteLine, findStoreProduct, loadCartLines, upsertLines } from './cart-lines-repository';
import { toUpdatedProduct } from './cart-mapper';
import { priceLine, sellable, type PricedLine } from './cart-pricing';
import { requestedMilli } from './cart-quantity';
import { lockOpenCart, touchCart, type CartHeader } from './cart-repository';
import { loadCartView } from './cart-view';

const sumMilli = (lines: readonly PricedLine[]) =>
  lines.reduce((total, l) => total + (l.buyable ? l.row.quantityMilli : 0), 0);

/**
 * 4038 when the change makes the cart need more than MAX_BAGS bags. Unavailable lines need no
 * bag; when one is back on the shelf the cart may be over the limit, and a change that lowers
 * the quantity always passes so that it can be brought back under it.
 */
function checkBags(lines: readonly PricedLine[], productId: number, milli: number): void {
  const before = sumMilli(lines);
  const after = sumMilli(lines.filter((l) => l.row.id !== productId)) + milli;
  if (after > before && bagsFor(after) > MAX_BAGS) throw new AppError('MAX_BUNDLES');
}

async function pricedLines(db: DbOrTx, header: CartHeader, today: string) {
  return (await loadCartLines(db, header.id, header.storeId, today)).map(priceLine);
}

async function answer(db: DbOrTx, header: CartHeader, today: string) {
  const updatedAt = await touchCart(db, header.id);
  return loadCartView(db, { ...header, updatedAt }, today);
}

/** cart/store and cart/delete; every call runs in the route's transaction. */
export function cartLineService(clock: () => Date = () => new Date()) {
  return {
    /**
     * Sets a line to the quantity asked (0 removes it) at the store's price of today; the
     * client's prices are never read. The product must be sold and available in the cart's
     * store (4031, also for 0: a line gone unavailable is removed with cart/delete).
     */
    async store(db: DbOrTx, userId: number, req: CartStoreRequestParsed): Promise<CartLineResult> {
      const header = await lockOpenCart(db, userId, req.cartId);
      const today = shopToday(clock());
      const row = await findStoreProduct(db, header.storeId, req.barcode, today);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      const sale = sellable(row);
      if (!sale || !row.available) throw new AppError('PRODUCT_NOT_VALID');
      const milli = requestedMilli(req, row);
      checkBags(await pricedLines(db, header, today), row.id, milli);
      if (milli === 0) await deleteLine(db, header.id, row.id);
      else
        await upsertLines(db, header.id, [
          { productId: row.id, quantityMilli: milli, unitPriceCents: sale.netCents },
        ]);
      const view = await answer(db, header, today);
      return {
        updatedProduct: toUpdatedProduct(sale.product, milli, sale.netCents),
        cart: view.cart,
      };
    },

    /** Removes a line, available or not; 4030 when the cart holds no such product. */
    async remove(
      db: DbOrTx,
      userId: number,
      req: CartDeleteItemRequestParsed,
    ): Promise<CartLineResult> {
      const header = await lockOpenCart(db, userId, req.cartId);
      const today = shopToday(clock());
      const lines = await pricedLines(db, header, today);
      const line = lines.find((l) => l.row.barcode === req.barcode);
      if (!line) throw new AppError('PRODUCT_NOT_FOUND');
      await deleteLine(db, header.id, line.row.id);
      const view = await answer(db, header, today);
      return { updatedProduct: toUpdatedProduct(line.product, 0, line.netCents), cart: view.cart };
    },
  };
}
