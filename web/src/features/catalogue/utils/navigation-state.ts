/**
 * Navigation state of the listing pages as the spec names it (section 2): links from
 * elsewhere in the shop and the product page's back button both send it.
 */
export interface ListingNavigationState {
  category?: { id: string; description?: string };
  isTag?: boolean;
  tag?: string;
  tagDescription?: string;
  activeKey?: string;
  categoryId?: string;
  mainCategory?: string | { id: string };
  subCategory?: string | { id: string };
  categoryTitle?: string;
  searchInput?: string;
  onlyPromotions?: boolean;
  onlyBranded?: boolean;
  tags?: string[];
}

/** What a product link carries so the detail page can lead back to the same listing. */
export interface ProductLinkState extends ListingNavigationState {
  /** Path and query of the listing the shopper came from. */
  from: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads router state defensively: it comes from history and may be anything. */
export function readListingState(value: unknown): ListingNavigationState {
  return isRecord(value) ? (value as ListingNavigationState) : {};
}

export function readProductLinkState(value: unknown): ProductLinkState | null {
  return isRecord(value) && typeof value.from === 'string'
    ? (value as unknown as ProductLinkState)
    : null;
}

function idOf(value: string | { id: string } | undefined): string | undefined {
  if (typeof value === 'string') return value || undefined;
  return isRecord(value) && typeof value.id === 'string' ? value.id : undefined;
}

/** The deepest category the state points at: the subcategory wins over its parent. */
export function categoryIdFromState(state: ListingNavigationState): string | undefined {
  return (
    state.categoryId ||
    idOf(state.subCategory) ||
    idOf(state.category) ||
    idOf(state.mainCategory) ||
    state.activeKey ||
    undefined
  );
}
