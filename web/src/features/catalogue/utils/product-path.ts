import type { Product } from '@spesa/contracts';
import { slugify } from './slugify';

type Linked = Pick<Product, 'categoryName' | 'subCategoryName' | 'description' | 'barcode'>;

/** The detail route /:category/:subCategory/:description/:barcode (spec 2). */
export function productPath(product: Linked): string {
  const segments = [product.categoryName, product.subCategoryName, product.description].map(
    slugify,
  );
  return `/${segments.join('/')}/${encodeURIComponent(product.barcode)}`;
}
