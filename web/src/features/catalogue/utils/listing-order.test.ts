import { describe, expect, it } from 'vitest';
import { choiceToOrder, ORDER_CHOICES, orderChoice, readOrder, writeOrder } from './listing-order';

describe('listing order in the URL (issue 27.12)', () => {
  it('reads back what it writes, keeping the other parameters', () => {
    const base = new URLSearchParams('q=latte&promo=1');
    for (const choice of ORDER_CHOICES) {
      const order = { ...choiceToOrder(choice), brand: 'Granarolo' };
      const params = writeOrder(base, order);
      expect(params.get('q')).toBe('latte');
      expect(params.get('promo')).toBe('1');
      expect(readOrder(params)).toEqual(order);
      expect(orderChoice(readOrder(params))).toBe(choice);
    }
  });

  it('drops what is absent and ignores what it does not know', () => {
    const params = writeOrder(new URLSearchParams('order=price-desc&brandName=X&c=01'), {});
    expect(params.toString()).toBe('c=01');
    expect(readOrder(new URLSearchParams('order=cheapest-up&brandName=%20'))).toEqual({
      sort: undefined,
      dir: undefined,
      brand: undefined,
    });
    expect(readOrder(new URLSearchParams('order=name'))).toEqual({
      sort: 'name',
      dir: 'asc',
      brand: undefined,
    });
  });
});
