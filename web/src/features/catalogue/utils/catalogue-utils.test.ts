import { describe, expect, it } from 'vitest';
import { findCategoryPath, sortCategories } from './category-tree';
import { addButtonState, dayMonth } from './detail-labels';
import { readSelection, writeSelection } from './listing-selection';
import { productPath } from './product-path';
import { slugify } from './slugify';

const tree = [
  { id: '02', description: 'CARNI', order: 2, items: [] },
  {
    id: '01',
    description: 'ORTOFRUTTA',
    order: 1,
    items: [
      { id: '0102', description: 'Verdura', order: 2, items: [] },
      { id: '0101', description: 'Frutta fresca', order: 1, items: [] },
    ],
  },
];

describe('catalogue utilities', () => {
  it('slugifies names for the detail route', () => {
    expect(slugify('LATTICINI SALUMI E FORMAGGI')).toBe('latticini-salumi-e-formaggi');
    expect(slugify('Caffè “più” forte 250 g')).toBe('caffe-piu-forte-250-g');
    expect(slugify('***')).toBe('-');
    expect(
      productPath({
        categoryName: 'ORTOFRUTTA',
        subCategoryName: 'Frutta fresca',
        description: 'Banane bio',
        barcode: '8070386000514',
      }),
    ).toBe('/ortofrutta/frutta-fresca/banane-bio/8070386000514');
  });

  it('sorts the tree by order and finds a subcategory with its parent', () => {
    const sorted = sortCategories(tree);
    expect(sorted.map((c) => c.id)).toEqual(['01', '02']);
    expect(sorted[0]?.items.map((c) => c.id)).toEqual(['0101', '0102']);
    const path = findCategoryPath(sorted, '0102');
    expect([path.main?.id, path.sub?.id]).toEqual(['01', '0102']);
    expect(findCategoryPath(sorted, null)).toEqual({ main: null, sub: null });
  });

  it('reads the selection from the query, or from the navigation state', () => {
    expect(readSelection(new URLSearchParams('c=0101&promo=1&tags=Bio,Vegano'), {})).toEqual({
      categoryId: '0101',
      onlyPromotions: true,
      onlyBranded: false,
      tags: ['Bio', 'Vegano'],
    });
    const state = { mainCategory: '01', subCategory: { id: '0102' }, onlyBranded: true };
    expect(readSelection(new URLSearchParams(), state)).toMatchObject({
      categoryId: '0102',
      onlyBranded: true,
    });
    expect(readSelection(new URLSearchParams(), { category: { id: '02' } }).categoryId).toBe('02');
    const written = writeSelection(new URLSearchParams('tag=Bio&promo=1'), {
      categoryId: '01',
      onlyPromotions: false,
      onlyBranded: true,
      tags: [],
    });
    expect(written.toString()).toBe('tag=Bio&c=01&brand=1');
  });

  it('labels the add button and formats promotion ends', () => {
    expect(addButtonState(false, true)).toBe('add');
    expect(addButtonState(true, false)).toBe('inCart');
    expect(addButtonState(true, true)).toBe('update');
    expect(dayMonth('2026-12-11')).toBe('11/12');
  });
});
