import { effectiveChoice, type SubstituteSuggestions } from '@spesa/contracts';
import type { DbOrTx } from '../../db/client';
import { shopToday } from '../../shared/shop-time';
import { requireStore, type StaffPrincipal } from '../staff';
import {
  allowedSubstitutes,
  orderedProductOfLine,
  storeBandPercent,
  toSuggestion,
} from '../substitutions';
import { findOrderedLine, findStaffOrder } from './staff-order-repository';

/**
 * GET /cli/staff/orders/{id}/items/{itemId}/substitutes: what the picking screen may offer
 * for a line (issue 30): nothing on a NONE line, only the customer's named product on a
 * PRODUCT line, else the similar products of the shelf that pass every rule.
 */
export async function loadLineSubstitutes(
  db: DbOrTx,
  principal: StaffPrincipal,
  orderId: number,
  itemId: number,
): Promise<SubstituteSuggestions> {
  const { order } = await findStaffOrder(db, orderId);
  requireStore(principal, order.storeId);
  const line = await findOrderedLine(db, orderId, itemId);
  const choice = effectiveChoice(line.substitutionChoice, order.enableProductsReplacement);
  const bandPercent = await storeBandPercent(db, order.storeId);
  const answer = { barcode: line.barcode, choice, bandPercent };
  const today = shopToday();
  const ordered = await orderedProductOfLine(db, order.storeId, today, line);
  if (!ordered) return { ...answer, suggestions: [] };
  const { rows, chosen } = await allowedSubstitutes(db, order.storeId, today, ordered, {
    choice,
    chosenBarcode: line.substituteBarcode,
    bandPercent,
  });
  return { ...answer, suggestions: rows.map((r) => toSuggestion(r, chosen)) };
}
