import type { Cart } from '@spesa/contracts';
import { apiRequest } from './api-client';

/** The customer's current cart; fails with 4004 when there is none (spec 7). */
export function getCurrentCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest<Cart>('/cli/ecommerce/cart/current', { signal });
}
