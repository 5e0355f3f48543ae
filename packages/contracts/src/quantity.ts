import type { Unit } from './enums';
import { roundHalfUp } from './money';

/** Rounds a quantity or weight to 2 decimals (spec section 9). */
export function roundQuantity(value: number): number {
  return roundHalfUp(value, 2);
}

export interface QuantityRule {
  um: Unit;
  umStep: number;
  maxAmount: number;
}

/** Pieces move by 1, weights by umStep; both are capped at maxAmount. */
export function stepOf(rule: QuantityRule): number {
  return rule.um === 'PZ' ? 1 : rule.umStep;
}

export function minimumOf(rule: QuantityRule): number {
  return rule.um === 'PZ' ? 1 : roundQuantity(rule.umStep);
}

export function increment(rule: QuantityRule, current: number): number {
  return Math.min(roundQuantity(current + stepOf(rule)), rule.maxAmount);
}

export function decrement(rule: QuantityRule, current: number): number {
  return Math.max(roundQuantity(current - stepOf(rule)), minimumOf(rule));
}

export function isAtMaximum(rule: QuantityRule, current: number): boolean {
  return roundQuantity(current) >= rule.maxAmount;
}

/** A piece's average weight as shown: rounded up to 10 g (spec 9). */
function roundedPieceGrams(pieceGrams: number): number {
  return Math.ceil(pieceGrams / 10) * 10;
}

/**
 * For a product sold by weight the chosen weight is the quantity itself, so no other weight is
 * shown beside it (issue 17.8: 'Circa 540 g' beside 0,75 kg); what helps is how many average
 * pieces (spec 3) that weight makes: the weight over the piece weight as shown, at least one.
 */
export function approximatePieces(pieceGrams: number, weightKg: number): number {
  return Math.max(1, Math.round((weightKg * 1000) / roundedPieceGrams(pieceGrams)));
}

/**
 * Displayed approximate weight: the piece weight rounded up to 10 g, times the
 * amount, in g or from 1000 g in kg ('Circa 1,2 kg').
 */
export function approximateWeight(pieceGrams: number, amount: number, locale = 'it-IT'): string {
  const grams = roundedPieceGrams(pieceGrams) * amount;
  if (grams >= 1000) {
    const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(grams / 1000);
    return `${kg} kg`;
  }
  return `${grams} g`;
}
