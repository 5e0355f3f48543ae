import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './category-service';

describe('buildCategoryTree', () => {
  it('nests subcategories and sorts each level by order', () => {
    const tree = buildCategoryTree([
      { id: '02', parentId: null, description: 'CARNI', order: 2 },
      { id: '0102', parentId: '01', description: 'Verdura', order: 2 },
      { id: '01', parentId: null, description: 'ORTOFRUTTA', order: 1 },
      { id: '0101', parentId: '01', description: 'Frutta', order: 1 },
    ]);
    expect(tree.map((c) => c.id)).toEqual(['01', '02']);
    expect(tree[0]?.items.map((c) => c.description)).toEqual(['Frutta', 'Verdura']);
    expect(tree[1]?.items).toEqual([]);
  });
  it('keeps a category whose parent is missing as a main one', () => {
    const tree = buildCategoryTree([
      { id: '9901', parentId: '99', description: 'Orfana', order: 1 },
    ]);
    expect(tree.map((c) => c.id)).toEqual(['9901']);
  });
});
