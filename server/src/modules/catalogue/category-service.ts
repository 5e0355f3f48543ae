import type { Category, Tag } from '@spesa/contracts';
import type { Db } from '../../db/client';
import { allCategories, allTags, type CategoryRecord } from './category-repository';

const byOrder = (a: Category, b: Category): number => a.order - b.order || a.id.localeCompare(b.id);

/**
 * Nests categories under their parents, each level sorted by `order`. A
 * category whose parent is missing is shown as a main one rather than lost.
 */
export function buildCategoryTree(records: readonly CategoryRecord[]): Category[] {
  const nodes = new Map<string, Category>(
    records.map((r) => [r.id, { id: r.id, description: r.description, order: r.order, items: [] }]),
  );
  const roots: Category[] = [];
  for (const r of records) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.items : roots).push(node);
  }
  const sortDeep = (list: Category[]): Category[] => {
    list.sort(byOrder);
    list.forEach((c) => sortDeep(c.items));
    return list;
  };
  return sortDeep(roots);
}

export function createCategoryService(db: Db) {
  return {
    async tree(): Promise<Category[]> {
      return buildCategoryTree(await allCategories(db));
    },
    async tags(): Promise<Tag[]> {
      return allTags(db);
    },
  };
}
