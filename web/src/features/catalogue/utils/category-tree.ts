import type { Category } from '@spesa/contracts';

/** Categories and their subcategories in the shop's own order (the `order` field). */
export function sortCategories(categories: readonly Category[]): Category[] {
  return [...categories]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({ ...category, items: sortCategories(category.items) }));
}

export interface CategoryPath {
  main: Category | null;
  sub: Category | null;
}

/** The main category and, for a subcategory id, the subcategory itself. */
export function findCategoryPath(tree: readonly Category[], id: string | null): CategoryPath {
  if (!id) return { main: null, sub: null };
  for (const main of tree) {
    if (main.id === id) return { main, sub: null };
    const sub = main.items.find((item) => item.id === id);
    if (sub) return { main, sub };
  }
  return { main: null, sub: null };
}
