import type { promotions } from '../db/schema';
import { addDays, isoDay } from './dates';
import { endIn9Below } from './prices';
import { createRng, seedOf, type Rng } from './prng';

export type PromotionRow = typeof promotions.$inferInsert;

/** Shares of the catalogue: on offer today, offers that ended, offers not yet started. */
export const PROMOTION_SHARES = { active: 0.15, expired: 0.03, future: 0.02 } as const;

const euro = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

type PromotionValue = Pick<PromotionRow, 'valueType' | 'value' | 'description'>;

/**
 * What the offer gives. Every discount stays below any store's price for the product:
 * amounts are at most 30% of the list price, fixed prices at most 85% of it
 * (stores stray no more than 6%).
 */
export function promotionValue(baseCents: number, rng: Rng): PromotionValue {
  const roll = rng.next();
  if (roll < 0.45 || (roll < 0.9 && baseCents < 100)) {
    const percent = rng.pick([10, 15, 20, 25, 30, 40, 50]);
    const description = rng.pick([
      `Sconto ${percent}%`,
      `Offerta Spesa Insieme -${percent}%`,
      `Soci Spesa: ${percent}% di sconto`,
    ]);
    return { valueType: 'PERCENT', value: percent * 100, description };
  }
  if (roll < 0.65) {
    const off = Math.max(10, Math.round((baseCents * (0.1 + rng.next() * 0.2)) / 10) * 10);
    return { valueType: 'AMOUNT', value: off, description: `Sconto ${euro(off)} €` };
  }
  if (roll < 0.9) {
    const final = endIn9Below(baseCents * (0.7 + rng.next() * 0.15));
    const description = rng.pick(['Offerta speciale', 'Prezzo bloccato', 'Offerta Spesa Insieme']);
    return {
      valueType: 'FIXED_PRICE',
      value: final,
      description: `${description}: ${euro(final)} €`,
    };
  }
  const description = rng.pick([
    'Prendi 3 paghi 2',
    'Il secondo al 50%',
    'Prendi 2 paghi 1',
    '100 punti extra sulla carta Spesa',
  ]);
  return { valueType: 'UNKNOWN', value: 0, description };
}

interface Window {
  validFrom: string;
  validTo: string;
}

function window(kind: keyof typeof PROMOTION_SHARES, today: Date, rng: Rng): Window {
  // At least a day of margin on each side, so "active" holds whatever the time zone.
  if (kind === 'active') {
    return {
      validFrom: isoDay(addDays(today, -rng.int(1, 10))),
      validTo: isoDay(addDays(today, rng.int(7, 21))),
    };
  }
  if (kind === 'expired') {
    const end = rng.int(2, 15);
    return {
      validFrom: isoDay(addDays(today, -end - rng.int(7, 21))),
      validTo: isoDay(addDays(today, -end)),
    };
  }
  const start = rng.int(3, 10);
  return {
    validFrom: isoDay(addDays(today, start)),
    validTo: isoDay(addDays(today, start + rng.int(7, 14))),
  };
}

/** Offers for ~15% of products today, plus a few past and future ones; most valid in every store. */
export function generatePromotions(
  items: readonly { productId: number; basePriceCents: number }[],
  storeIds: readonly number[],
  today: Date,
): PromotionRow[] {
  const rng = createRng(seedOf('promotions'));
  const rows: PromotionRow[] = [];
  for (const { productId, basePriceCents } of items) {
    const roll = rng.next();
    const kind =
      roll < PROMOTION_SHARES.active
        ? 'active'
        : roll < PROMOTION_SHARES.active + PROMOTION_SHARES.expired
          ? 'expired'
          : roll < PROMOTION_SHARES.active + PROMOTION_SHARES.expired + PROMOTION_SHARES.future
            ? 'future'
            : undefined;
    if (!kind) continue;
    const storeId = storeIds.length > 0 && rng.chance(0.2) ? rng.pick(storeIds) : null;
    rows.push({
      productId,
      storeId,
      ...promotionValue(basePriceCents, rng),
      ...window(kind, today, rng),
    });
  }
  return rows;
}
