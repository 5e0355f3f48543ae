import { roundEuro, type Product } from '@spesa/contracts';

type Priced = Pick<Product, 'price' | 'netPrice' | 'umStep'>;

/** What one step of the product costs now: netPrice times umStep (spec, product card). */
export function cardPrice(product: Priced): number {
  return roundEuro(product.netPrice * product.umStep);
}

/** The same step at the list price, shown struck through during a promotion. */
export function previousCardPrice(product: Priced): number {
  return roundEuro(product.price * product.umStep);
}

// Compared in cents so float noise never shows a fake discount.
export function isDiscounted(product: Pick<Product, 'price' | 'netPrice'>): boolean {
  return Math.round(product.price * 100) !== Math.round(product.netPrice * 100);
}

const unitLabels: Record<string, string> = { KG: 'kg', LT: 'l', L: 'l', PZ: 'pz' };

/** The unit after the comparison price: 'KG' becomes 'kg' as in '2,58 €/kg'. */
export function unitLabel(umPerUm: string): string {
  return unitLabels[umPerUm.toUpperCase()] ?? umPerUm.toLowerCase();
}

/** A weighed product's step as shoppers read it: 0.5 becomes '500 g', 1.5 becomes '1,5 kg'. */
export function stepQuantity(kilograms: number, locale: string): string {
  if (kilograms < 1) return `${Math.round(kilograms * 1000)} g`;
  const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(kilograms);
  return `${kg} kg`;
}
