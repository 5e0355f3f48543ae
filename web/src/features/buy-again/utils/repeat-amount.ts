import { type BuyAgainItem, minimumOf } from '@spesa/contracts';

/**
 * What one tap adds: the quantity of the latest order, kept within what the product allows
 * today (at least its minimum, at most its maximum; weighed products to the gram, as ordered). A product now sold in another unit starts from its minimum.
 */
export function repeatAmount({ product, lastAmount, lastUm }: BuyAgainItem): number {
  const minimum = minimumOf(product);
  if (lastUm !== product.um) return minimum;
  return Math.min(Math.max(lastAmount, minimum), product.maxAmount);
}

/** The one-tap quantity of every item, by product id, as the product grid takes it. */
export function repeatAmounts(items: readonly BuyAgainItem[]): ReadonlyMap<string, number> {
  return new Map(items.map((item) => [item.product.id, repeatAmount(item)]));
}
