import { describe, expect, it } from 'vitest';
import { browseWindow, inDisplayOrder } from './browse-window';

const counts = [
  { categoryId: 'a', count: 5 },
  { categoryId: 'b', count: 0 },
  { categoryId: 'c', count: 3 },
  { categoryId: 'd', count: 10 },
];

describe('browseWindow', () => {
  it('starts inside the first category', () => {
    expect(browseWindow(counts, 0, 4)).toEqual({ categoryIds: ['a'], offset: 0 });
  });
  it('spans categories, skipping empty ones', () => {
    expect(browseWindow(counts, 1, 4)).toEqual({ categoryIds: ['a', 'c'], offset: 4 });
    expect(browseWindow(counts, 0, 9)).toEqual({ categoryIds: ['a', 'c', 'd'], offset: 0 });
  });
  it('offsets into a later category', () => {
    expect(browseWindow(counts, 2, 4)).toEqual({ categoryIds: ['d'], offset: 0 });
    expect(browseWindow(counts, 3, 5)).toEqual({ categoryIds: ['d'], offset: 7 });
  });
  it('is null past the end', () => {
    expect(browseWindow(counts, 5, 4)).toBeNull();
    expect(browseWindow([], 0, 24)).toBeNull();
  });
});

describe('inDisplayOrder', () => {
  it('orders by main category, then subcategory, then id', () => {
    const categories = [
      { id: 'M1', parentId: null, order: 2 },
      { id: 'M2', parentId: null, order: 1 },
      { id: 'S1', parentId: 'M1', order: 1 },
      { id: 'S2', parentId: 'M2', order: 2 },
      { id: 'S3', parentId: 'M2', order: 1 },
      { id: 'S4', parentId: 'M2', order: 1 },
    ];
    const ordered = inDisplayOrder(
      ['S1', 'S2', 'S4', 'S3'].map((categoryId) => ({ categoryId, count: 1 })),
      categories,
    );
    expect(ordered.map((c) => c.categoryId)).toEqual(['S3', 'S4', 'S2', 'S1']);
  });
});
