import {
  errorCatalogue,
  errorLanguageOf,
  localisedErrorMessage,
  type CartChanges,
  type RemovedItem,
  type UpdatedItem,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { errorEnvelope } from '../../http/error-handler';
import {
  deleteLine,
  upsertLines,
  toRemovedItem,
  toUpdatedItem,
  type CartHeader,
  loadCartView,
  type CartView,
} from '../cart';

export interface Reconciled {
  /** The cart as it stands after the changes were applied. */
  view: CartView;
  updatedItems: UpdatedItem[];
  removedItems: RemovedItem[];
  changed: boolean;
}

/**
 * The freeze check of spec 4 on a locked cart: a buyable line whose net price today differs
 * from the one recorded when it was set is an updated item (old and new price); a line the
 * store no longer sells or has run out of is a removed item. Once reported, the new prices
 * are recorded and the removed lines deleted, so that the next check (and the freeze) pass
 * at today's prices instead of answering 4105 for ever. A preview (the cart page on load)
 * only reports: the shopper still sees the unavailable lines struck through.
 */
export async function reconcileCart(
  db: DbOrTx,
  header: CartHeader,
  today: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<Reconciled> {
  const before = await loadCartView(db, header, today);
  const repriced = before.lines.filter((l) => l.buyable && l.row.unitPriceCents !== l.netCents);
  const gone = before.lines.filter((l) => !l.buyable);
  const changes = {
    updatedItems: repriced.map((l) => toUpdatedItem(l, l.row.unitPriceCents)),
    removedItems: gone.map(toRemovedItem),
  };
  if (repriced.length === 0 && gone.length === 0)
    return { view: before, ...changes, changed: false };
  if (preview) return { view: before, ...changes, changed: true };
  await upsertLines(
    db,
    header.id,
    repriced.map((l) => ({
      productId: l.row.id,
      quantityMilli: l.row.quantityMilli,
      unitPriceCents: l.netCents,
    })),
  );
  for (const line of gone) await deleteLine(db, header.id, line.row.id);
  return { view: await loadCartView(db, header, today), ...changes, changed: true };
}

/**
 * The 4105 answer: a success-like envelope (HTTP 200, as the catalogue has it) whose data the
 * web shows in its popup, its message in the request's language. Returned rather than thrown,
 * because the transaction that recorded the new prices must commit.
 */
export function cartChangedReply(data: CartChanges, acceptLanguage: string | undefined) {
  const entry = errorCatalogue.CART_CHANGED;
  const language = errorLanguageOf(acceptLanguage);
  return errorEnvelope(
    entry.code,
    localisedErrorMessage('CART_CHANGED', entry.message, language),
    data,
  );
}
