import {
  centsToEuro,
  lowestPriceReference,
  type PromotionKind,
  type ReferenceAbsence,
  type ShelfPriceChange,
} from '@spesa/contracts';
import type { HistoryRow } from './import-history';

export interface ReferenceContext {
  today: string;
  /** The product's price history in the store, as price_history holds it. */
  history: readonly HistoryRow[];
  perishable: boolean;
  /** The shelf price the file sets today, when it changes it. */
  newShelfCents: number | null;
  /** The store offers the import replaces: the days they had not reached never apply. */
  withdrawn: ReadonlySet<number>;
}

/**
 * The 'lowest price of the last 30 days' an offer the file sets will carry, as the shop will
 * read it once the import is applied (the triggers record the same rows): the dry run shows
 * it to the staff before they commit to the offer.
 */
export function importedOfferReference(
  offerStart: string,
  kind: PromotionKind,
  ctx: ReferenceContext,
): { lowestPrice30Days: number | null; lowestPriceAbsence: ReferenceAbsence | null } {
  const shelf: ShelfPriceChange[] = ctx.history
    .filter((h) => h.promotionId === null)
    .map((h) => ({ priceCents: h.priceCents, from: h.validFrom }));
  if (ctx.newShelfCents !== null) shelf.push({ priceCents: ctx.newShelfCents, from: ctx.today });
  const offers = ctx.history.flatMap((h) => {
    if (h.promotionId === null || h.validTo === null) return [];
    if (!ctx.withdrawn.has(h.promotionId))
      return [{ priceCents: h.priceCents, from: h.validFrom, to: h.validTo }];
    if (h.validFrom > ctx.today) return [];
    return [
      {
        priceCents: h.priceCents,
        from: h.validFrom,
        to: h.validTo < ctx.today ? h.validTo : ctx.today,
      },
    ];
  });
  const ref = lowestPriceReference({
    promotionStart: offerStart,
    kind,
    perishable: ctx.perishable,
    shelf,
    offers,
  });
  return {
    lowestPrice30Days: ref.cents === null ? null : centsToEuro(ref.cents),
    lowestPriceAbsence: ref.absence,
  };
}
