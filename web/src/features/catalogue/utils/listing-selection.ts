import { categoryIdFromState, type ListingNavigationState } from './navigation-state';

/** What the shopper chose on a listing page; the URL query holds it (?c=&promo=1&brand=1&tags=). */
export interface ListingSelection {
  categoryId: string | null;
  onlyPromotions: boolean;
  onlyBranded: boolean;
  tags: string[];
}

const flag = (params: URLSearchParams, key: string) => params.get(key) === '1';

/**
 * The URL wins; a link that only carries navigation state (the spec's way) fills in
 * whatever the query leaves out.
 */
export function readSelection(
  params: URLSearchParams,
  state: ListingNavigationState,
): ListingSelection {
  const tags = params.get('tags');
  return {
    categoryId: params.get('c') || categoryIdFromState(state) || null,
    onlyPromotions: flag(params, 'promo') || state.onlyPromotions === true,
    onlyBranded: flag(params, 'brand') || state.onlyBranded === true,
    tags: tags ? tags.split(',').filter(Boolean) : (state.tags ?? []),
  };
}

/** The query string for a selection, keeping unrelated parameters (e.g. ?tag= on a tag page). */
export function writeSelection(
  base: URLSearchParams,
  selection: ListingSelection,
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) =>
    value ? params.set(key, value) : params.delete(key);
  set('c', selection.categoryId);
  set('promo', selection.onlyPromotions ? '1' : null);
  set('brand', selection.onlyBranded ? '1' : null);
  set('tags', selection.tags.length > 0 ? selection.tags.join(',') : null);
  return params;
}
