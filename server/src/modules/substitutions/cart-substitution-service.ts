import {
  type Cart,
  type CartSubstitutionRequestParsed,
  type SubstituteSuggestions,
} from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { shopToday } from '../../shared/shop-time';
import { findOpenCart, loadCartView, lockOpenCart, touchCart, type CartHeader } from '../cart';
import { orderedAt, storeBandPercent } from './ordered-product';
import { requireAllowedSubstitute } from './picking-check';
import {
  rememberPreference,
  setLinePreference,
  type PreferenceValue,
} from './preference-repository';
import { chosenSubstitute, similarSubstitutes } from './substitution-candidates';
import { productsByBarcode } from './substitution-facts';
import { chosenFirst, toSuggestion } from './suggestion-mapper';

/** The cart's line for a product, with the product as the rules see it at today's price. */
async function lineOf(db: DbOrTx, header: CartHeader, barcode: string, today: string) {
  const view = await loadCartView(db, header, today);
  const line = view.cart.items.find((i) => i.barcode === barcode);
  const [row] = await productsByBarcode(db, header.storeId, [barcode], today);
  if (!line || !row)
    throw new AppError('PRODUCT_NOT_FOUND', { message: 'Prodotto non nel carrello' });
  const unitCents = row.netCents ?? Math.round(line.netPrice * 100);
  return { line, row, ordered: orderedAt(row, unitCents) };
}

/** GET cart/substitutes: what may replace a cart line, the customer's own choice first. */
export async function cartSuggestions(
  db: DbOrTx,
  userId: number,
  query: { cartId: number; barcode: string },
): Promise<SubstituteSuggestions> {
  const header = await findOpenCart(db, userId, query.cartId);
  const today = shopToday();
  const { line, ordered } = await lineOf(db, header, query.barcode, today);
  const band = await storeBandPercent(db, header.storeId);
  const chosen = line.substitution?.choice === 'PRODUCT' ? line.substitution.barcode : null;
  const named = await chosenSubstitute(db, header.storeId, today, ordered, chosen, band);
  const similar = await similarSubstitutes(db, header.storeId, today, ordered, band);
  return {
    barcode: query.barcode,
    choice: line.substitution?.choice ?? 'SIMILAR',
    bandPercent: band,
    suggestions: chosenFirst(named, similar).map((r) => toSuggestion(r, chosen)),
  };
}

/**
 * POST cart/substitution: the line's preference, remembered for the customer's next carts. A
 * named product must be sold and available in the cart's store and pass every rule.
 */
export async function setCartSubstitution(
  db: DbOrTx,
  userId: number,
  req: CartSubstitutionRequestParsed,
): Promise<{ cart: Cart }> {
  const header = await lockOpenCart(db, userId, req.cartId);
  const today = shopToday();
  const { row, ordered } = await lineOf(db, header, req.barcode, today);
  let value: PreferenceValue = null;
  if (req.choice === 'PRODUCT') {
    const [candidate] = await productsByBarcode(
      db,
      header.storeId,
      [req.substituteBarcode ?? ''],
      today,
    );
    if (!candidate) throw new AppError('PRODUCT_NOT_FOUND');
    if (!candidate.available)
      throw new AppError('PRODUCT_NOT_VALID', { message: 'Prodotto non disponibile nel negozio' });
    requireAllowedSubstitute(ordered, candidate, {
      choice: 'SIMILAR',
      chosenBarcode: null,
      bandPercent: await storeBandPercent(db, header.storeId),
    });
    value = { choice: 'PRODUCT', substituteProductId: candidate.id };
  } else if (req.choice !== 'DEFAULT') value = { choice: req.choice, substituteProductId: null };
  await setLinePreference(db, header.id, row.id, value);
  await rememberPreference(db, userId, row.id, value);
  const updatedAt = await touchCart(db, header.id);
  return { cart: (await loadCartView(db, { ...header, updatedAt }, today)).cart };
}
