import type { Product } from '@spesa/contracts';

/** The one field of a cart item the catalogue needs: which product it is. */
export interface CartItemRef {
  ref: string;
}

/** A product counts as in the cart when its ref is among the cart items (spec 4). */
export function isInCart(product: Pick<Product, 'ref'>, items: readonly CartItemRef[]): boolean {
  return items.some((item) => item.ref === product.ref);
}

/** The quantity of the product the cart holds, when it holds it. */
export function cartAmountOf(
  product: Pick<Product, 'ref'>,
  items: readonly (CartItemRef & { amount: number })[],
): number | undefined {
  return items.find((item) => item.ref === product.ref)?.amount;
}
