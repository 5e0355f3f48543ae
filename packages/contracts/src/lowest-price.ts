import { z } from 'zod';

/**
 * Codice del consumo art. 17-bis (D.Lgs. 26/2023): an announced price reduction shows the
 * lowest price the store applied in the 30 days before the reduction began, and a percentage
 * is computed from that price. These are the pure rules; the server feeds them the store's
 * price history.
 */
export const REFERENCE_WINDOW_DAYS = 30;

/** Offers the law exempts by their nature: launch prices and sales below cost. */
export const promotionKinds = ['OFFER', 'LAUNCH', 'BELOW_COST'] as const;
export const PromotionKind = z.enum(promotionKinds);
export type PromotionKind = z.infer<typeof PromotionKind>;

/**
 * Why an offer carries no 30-day reference: a perishable product (fresh produce, short
 * use-by), a launch price, a 'sottocosto', or no price of the store in the window at all.
 */
export const referenceAbsences = ['PERISHABLE', 'LAUNCH', 'BELOW_COST', 'NO_HISTORY'] as const;
export const ReferenceAbsence = z.enum(referenceAbsences);
export type ReferenceAbsence = z.infer<typeof ReferenceAbsence>;

/** A shelf price the store set, in force from `from` (yyyy-MM-dd) until the next one. */
export interface ShelfPriceChange {
  priceCents: number;
  from: string;
}

/** An offer price the store applied from `from` to `to`, both days included. */
export interface AppliedOfferPrice {
  priceCents: number;
  from: string;
  to: string;
}

export interface ReferenceInput {
  /** The first day of the reduction, yyyy-MM-dd in the shop's calendar (Europe/Rome). */
  promotionStart: string;
  kind: PromotionKind;
  perishable: boolean;
  shelf: readonly ShelfPriceChange[];
  offers: readonly AppliedOfferPrice[];
}

export type ReferencePrice =
  { cents: number; absence: null } | { cents: null; absence: ReferenceAbsence };

/** yyyy-MM-dd shifted by whole days; calendar arithmetic, free of time zones. */
export function shiftIsoDate(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days that count: the 30 before the reduction began, its first day excluded. */
export function referenceWindow(promotionStart: string): { first: string; last: string } {
  return {
    first: shiftIsoDate(promotionStart, -REFERENCE_WINDOW_DAYS),
    last: shiftIsoDate(promotionStart, -1),
  };
}

/**
 * Shelf prices in force on some day of the window: a change older than the window counts only
 * while it was still the price on the window's first day, i.e. until the next change.
 */
function shelfPricesInWindow(
  shelf: readonly ShelfPriceChange[],
  window: { first: string; last: string },
): number[] {
  const sorted = [...shelf].sort((a, b) => a.from.localeCompare(b.from));
  return sorted
    .filter((change, i) => {
      const next = sorted[i + 1];
      const endsBeforeWindow = next !== undefined && next.from <= window.first;
      return change.from <= window.last && !endsBeforeWindow;
    })
    .map((change) => change.priceCents);
}

/** The lowest price applied in the window, or why the offer shows none. */
export function lowestPriceReference(input: ReferenceInput): ReferencePrice {
  if (input.kind === 'LAUNCH') return { cents: null, absence: 'LAUNCH' };
  if (input.kind === 'BELOW_COST') return { cents: null, absence: 'BELOW_COST' };
  if (input.perishable) return { cents: null, absence: 'PERISHABLE' };
  const window = referenceWindow(input.promotionStart);
  const prices = [
    ...shelfPricesInWindow(input.shelf, window),
    ...input.offers
      .filter((o) => o.from <= window.last && o.to >= window.first)
      .map((o) => o.priceCents),
  ];
  if (prices.length === 0) return { cents: null, absence: 'NO_HISTORY' };
  return { cents: Math.min(...prices), absence: null };
}

/**
 * The percentage an offer announces: from the 30-day reference when there is one, else (an
 * exempt offer) from the price before the reduction. Whole percent, rounded down so the
 * announcement never overstates the saving; never negative.
 */
export function announcedDiscountPercent(
  reference: ReferencePrice,
  previousCents: number,
  offerCents: number,
): number {
  const base = reference.cents ?? previousCents;
  if (base <= 0 || offerCents >= base) return 0;
  return Math.floor(((base - offerCents) * 100) / base);
}
