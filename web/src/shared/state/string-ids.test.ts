import { describe, expect, it } from 'vitest';
import { stringIds } from './string-ids';

describe('stringIds (issue 26)', () => {
  it('makes the numeric ids an older version saved strings, and leaves other numbers', () => {
    const saved = {
      defaultStore: { id: 3, name: 'Mazzini' },
      cart: { id: 7, storeId: 3, total: 9.5, items: [{ id: 12, amount: 2, categoryId: 'A1' }] },
      user: { id: 5, address: null },
    };
    expect(stringIds(saved)).toEqual({
      defaultStore: { id: '3', name: 'Mazzini' },
      cart: {
        id: '7',
        storeId: '3',
        total: 9.5,
        items: [{ id: '12', amount: 2, categoryId: 'A1' }],
      },
      user: { id: '5', address: null },
    });
  });

  it('keeps what is already a string', () => {
    expect(stringIds({ id: '3', storeId: null })).toEqual({ id: '3', storeId: null });
  });
});
