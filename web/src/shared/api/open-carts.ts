import type { Cart } from '@spesa/contracts';
import { apiRequest } from './api-client';

/** Every open cart of the customer, the current one first (the carts page, the order copy). */
export function getOpenCarts(signal?: AbortSignal): Promise<Cart[]> {
  return apiRequest<Cart[]>('/cli/ecommerce/carts/open', { signal });
}
