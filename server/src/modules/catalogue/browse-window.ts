export interface CategoryCount {
  categoryId: string;
  count: number;
}

export interface BrowseWindow {
  /** The consecutive categories the page's rows come from. */
  categoryIds: string[];
  /** Rows to skip inside those categories. */
  offset: number;
}

/**
 * Browsing lists products category after category, so the counts per category
 * (in display order) say which categories a page falls in: the page query then
 * sorts a few hundred rows instead of the whole store.
 */
export function browseWindow(
  counts: readonly CategoryCount[],
  page: number,
  size: number,
): BrowseWindow | null {
  const first = page * size;
  const end = first + size;
  const categoryIds: string[] = [];
  let offset = 0;
  let start = 0;
  for (const { categoryId, count } of counts) {
    const stop = start + count;
    if (count > 0 && stop > first && start < end) {
      if (categoryIds.length === 0) offset = first - start;
      categoryIds.push(categoryId);
    }
    start = stop;
  }
  return categoryIds.length ? { categoryIds, offset } : null;
}

export interface CategoryPosition {
  id: string;
  parentId: string | null;
  order: number;
}

/**
 * Display order of leaf categories: the main category's order, then the
 * subcategory's, then the id; the SQL browse order uses the same keys.
 */
export function inDisplayOrder<T extends { categoryId: string }>(
  counts: readonly T[],
  categories: readonly CategoryPosition[],
): T[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const key = (id: string): [number, number] => {
    const own = byId.get(id);
    const parent = own?.parentId ? byId.get(own.parentId) : undefined;
    return [parent?.order ?? own?.order ?? 0, own?.order ?? 0];
  };
  return [...counts].sort((a, b) => {
    const [a1, a2] = key(a.categoryId);
    const [b1, b2] = key(b.categoryId);
    return a1 - b1 || a2 - b2 || compareText(a.categoryId, b.categoryId);
  });
}

/** Category ids are ASCII codes, which every collation orders alike. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
