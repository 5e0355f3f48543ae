import { describe, expect, it } from 'vitest';
import { storeShelf } from './store-products';

const items = Array.from({ length: 10_000 }, (_, i) => ({ productId: i + 1, basePriceCents: 199 }));

describe('storeShelf', () => {
  it('carries every product in a full-range store, about 2% out of stock', () => {
    const shelf = storeShelf({ storeId: 1, priceLevel: 0, partialRange: false }, items);
    expect(shelf.productIds).toHaveLength(items.length);
    const unavailable = shelf.available.filter((a) => !a).length / items.length;
    expect(unavailable).toBeGreaterThan(0.01);
    expect(unavailable).toBeLessThan(0.03);
  });

  it('leaves out about 3% in a smaller store', () => {
    const shelf = storeShelf({ storeId: 2, priceLevel: 0, partialRange: true }, items);
    const missing = 1 - shelf.productIds.length / items.length;
    expect(missing).toBeGreaterThan(0.02);
    expect(missing).toBeLessThan(0.04);
  });

  it('prices differ between stores but repeat for the same store', () => {
    const a = storeShelf({ storeId: 1, priceLevel: 0, partialRange: false }, items);
    const b = storeShelf({ storeId: 3, priceLevel: 0.03, partialRange: false }, items);
    expect(storeShelf({ storeId: 1, priceLevel: 0, partialRange: false }, items)).toEqual(a);
    expect(b.prices).not.toEqual(a.prices);
  });
});
