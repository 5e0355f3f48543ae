import {
  bagsFor,
  MAX_BAGS,
  replyId,
  type SmartListCartAdded,
  type SmartListCartSkipped,
  type SmartListToCartRequestParsed,
  type SmartListToCartResult,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import {
  findStoreProduct,
  loadCartLines,
  upsertLines,
  type LineValues,
  priceLine,
  sellable,
  lockOpenCart,
  touchCart,
  loadCartView,
} from '../cart';
import { shopToday } from '../../shared/shop-time';
import { loadItems, type ItemRow } from './smart-lists-repository';
import { ownedList } from './smart-lists-service';

type Outcome =
  | { kind: 'added'; line: LineValues; added: SmartListCartAdded; bagMilli: number }
  | { kind: 'skipped'; skipped: SmartListCartSkipped };

interface CartState {
  storeId: number;
  today: string;
  /** What the cart holds per product id, in thousandths. */
  held: Map<number, number>;
  /** The quantity that needs bags: available lines only, as the cart counts them. */
  bagMilli: number;
}

const skip = (item: ItemRow, reason: SmartListCartSkipped['reason']): Outcome => ({
  kind: 'skipped',
  skipped: {
    itemId: replyId(item.id),
    barcode: item.product?.barcode ?? null,
    description: item.product?.description ?? item.customDescription ?? '',
    reason,
  },
});

/**
 * One list line against the cart's store: added to what the cart holds, capped at maxAmount,
 * or skipped with the reason the web reports.
 */
async function place(db: DbOrTx, cart: CartState, item: ItemRow): Promise<Outcome> {
  if (!item.product) return skip(item, 'CUSTOM');
  const row = await findStoreProduct(db, cart.storeId, item.product.barcode, cart.today);
  const sale = row ? sellable(row) : null;
  if (!row || !sale) return skip(item, 'NOT_SOLD');
  if (!row.available) return skip(item, 'UNAVAILABLE');
  const current = cart.held.get(row.id) ?? 0;
  const target = Math.min(current + item.quantityMilli, row.maxAmountMilli);
  const delta = target - current;
  if (delta <= 0) return skip(item, 'MAX_QUANTITY');
  const bagMilli = cart.bagMilli + delta;
  // As cart/store: a change that raises the quantity may not need more than MAX_BAGS bags.
  if (bagsFor(bagMilli) > MAX_BAGS) return skip(item, 'MAX_BUNDLES');
  return {
    kind: 'added',
    line: { productId: row.id, quantityMilli: target, unitPriceCents: sale.netCents },
    added: {
      itemId: replyId(item.id),
      barcode: row.barcode,
      description: row.description,
      amount: delta / 1000,
      um: row.um,
      capped: delta < item.quantityMilli,
    },
    bagMilli,
  };
}

/**
 * Ours, not the spec's: the whole list into an open cart of the customer's, in the route's one
 * transaction. Prices are the cart store's of today, as for cart/store.
 */
export function smartListCartService(clock: () => Date = () => new Date()) {
  return {
    async toCart(
      db: DbOrTx,
      userId: number,
      req: SmartListToCartRequestParsed,
    ): Promise<SmartListToCartResult> {
      const list = await ownedList(db, userId, req.id, true);
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
      const added: SmartListCartAdded[] = [];
      const skipped: SmartListCartSkipped[] = [];
      for (const item of await loadItems(db, list.id)) {
        const outcome = await place(db, cart, item);
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
    },
  };
}
