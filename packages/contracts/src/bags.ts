import type { Cents } from './money';

/** Spec 9: the first bags are free, every further one costs 1 €, an order holds at most 10. */
export const FREE_BAGS = 4;
export const MAX_BAGS = 10;
export const EXTRA_BAG_CENTS: Cents = 100;

/**
 * What one bag holds, in thousandths of a unit: ten pieces, or ten kilograms of weighed
 * products (a piece and a kilogram weigh alike in the estimate).
 */
export const BAG_CAPACITY_MILLI = 10_000;

/** Bags needed for a cart holding `quantityMilli` thousandths in all: none when empty, else at least one. */
export function bagsFor(quantityMilli: number): number {
  return quantityMilli <= 0 ? 0 : Math.ceil(quantityMilli / BAG_CAPACITY_MILLI);
}

/** The cost of the bags beyond the free ones. */
export function extraBagsCents(bags: number): Cents {
  return Math.max(0, bags - FREE_BAGS) * EXTRA_BAG_CENTS;
}
