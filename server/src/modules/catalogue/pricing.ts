import {
  announcedDiscountPercent,
  type AppliedOfferPrice,
  centsToEuro,
  lowestPriceReference,
  type PromotionKind,
  type ShelfPriceChange,
  type Promotion,
  type PromotionValueType,
  replyId,
  type Unit,
} from '@spesa/contracts';

/** A promotion as stored: PERCENT in basis points, AMOUNT and FIXED_PRICE in cents. */
export interface PromotionRecord {
  id: number;
  description: string;
  valueType: PromotionValueType;
  value: number;
  validFrom: string;
  validTo: string;
  /**
   * The bound store's price history for the 30-day reference (see product-columns.ts);
   * absent where no store is bound (the chain catalogue), and then no reference is given.
   */
  kind?: PromotionKind;
  perishable?: boolean;
  shelf?: ShelfPriceChange[];
  offers?: AppliedOfferPrice[];
}

/** A price is never promoted below one cent: a free product would break the till. */
const MIN_CENTS = 1;

/** The price in cents one promotion alone would give; UNKNOWN only labels, it never prices. */
export function promotedCents(priceCents: number, promotion: PromotionRecord): number {
  switch (promotion.valueType) {
    case 'PERCENT':
      return priceCents - Math.round((priceCents * promotion.value) / 10_000);
    case 'AMOUNT':
      return priceCents - promotion.value;
    case 'FIXED_PRICE':
      return promotion.value;
    case 'UNKNOWN':
      return priceCents;
  }
}

/** The best active promotion wins; a "promotion" dearer than the list price is ignored. */
export function netPriceCents(priceCents: number, promotions: readonly PromotionRecord[]): number {
  const best = promotions.reduce(
    (lowest, p) => Math.min(lowest, promotedCents(priceCents, p)),
    priceCents,
  );
  return Math.max(MIN_CENTS, best);
}

/** Best deal first, because the web shop labels the card from the first entry. */
export function byBenefit(
  priceCents: number,
  promotions: readonly PromotionRecord[],
): PromotionRecord[] {
  return [...promotions].sort(
    (a, b) =>
      promotedCents(priceCents, a) - promotedCents(priceCents, b) ||
      a.validTo.localeCompare(b.validTo) ||
      a.id - b.id,
  );
}

/** The offer as the wire carries it, with its 30-day reference when the store's history is read. */
export function promotionToWire(p: PromotionRecord, priceCents?: number): Promotion {
  const wire: Promotion = {
    id: replyId(p.id),
    description: p.description,
    valueType: p.valueType,
    value: p.valueType === 'PERCENT' ? p.value / 100 : centsToEuro(p.value),
    validFrom: p.validFrom,
    validTo: p.validTo,
  };
  if (!p.shelf || !p.offers || priceCents === undefined) return wire;
  const reference = lowestPriceReference({
    promotionStart: p.validFrom,
    kind: p.kind ?? 'OFFER',
    perishable: p.perishable ?? false,
    shelf: p.shelf,
    offers: p.offers,
  });
  return {
    ...wire,
    lowestPrice30Days: reference.cents === null ? null : centsToEuro(reference.cents),
    lowestPriceAbsence: reference.absence,
    discountPercent: announcedDiscountPercent(
      reference,
      priceCents,
      Math.max(MIN_CENTS, promotedCents(priceCents, p)),
    ),
  };
}

export interface UnitPrice {
  pricePerUm: number | null;
  umPerUm: 'KG' | 'LT' | null;
}

/**
 * Euro per kilogram or litre, so shoppers can compare pack sizes. Weighed
 * products are already priced per kilogram; pieces need a declared net content.
 */
export function unitPrice(
  netCents: number,
  um: Unit,
  netContent: number | null,
  netContentUnit: 'G' | 'ML' | null,
): UnitPrice {
  if (um === 'KG') return { pricePerUm: centsToEuro(netCents), umPerUm: 'KG' };
  if (!netContent || netContent <= 0 || !netContentUnit) return { pricePerUm: null, umPerUm: null };
  return {
    pricePerUm: centsToEuro(Math.round((netCents * 1000) / netContent)),
    umPerUm: netContentUnit === 'G' ? 'KG' : 'LT',
  };
}
