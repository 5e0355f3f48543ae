import { describe, expect, it } from 'vitest';
import { appPath, firstScreenAt } from './first-screens';

const screenOf = (pathname: string) => firstScreenAt(appPath(pathname))?.screen.name;

describe('first screens', () => {
  it('matches the first screens’ addresses as the router does', () => {
    expect(screenOf('/app')).toBe('landing');
    expect(screenOf('/app/')).toBe('landing');
    expect(screenOf('/app/home')).toBe('home');
    expect(screenOf('/app/home/')).toBe('home');
    expect(screenOf('/app/category')).toBe('category');
    expect(screenOf('/app/category/tag')).toBe('category-tag');
    expect(screenOf('/app/search')).toBe('search');
    expect(screenOf('/app/stores')).toBe('stores');
    expect(screenOf('/app/product/800123')).toBe('product');
    expect(screenOf('/app/frutta/mele/golden/800123')).toBe('product');
    expect(screenOf('/app/cart')).toBeUndefined();
    expect(screenOf('/app/staff/orders/3')).toBeUndefined();
  });

  it('names a product’s barcode by either of its addresses', () => {
    expect(firstScreenAt('/product/800123')?.parts).toEqual({ barcode: '800123' });
    expect(firstScreenAt('/frutta/mele/golden/800%20123')?.parts).toEqual({
      barcode: '800%20123',
    });
  });
});
