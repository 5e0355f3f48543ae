import type { Product } from '@spesa/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, products/barcode/{barcode}?store: the product as one store sells it; fails if it does not. */
export function getStoreProduct(barcode: string, storeId: string): Promise<Product> {
  return apiRequest<Product>(`/cli/ecommerce/products/barcode/${encodeURIComponent(barcode)}`, {
    query: { store: storeId },
  });
}
