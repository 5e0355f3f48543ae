import { readListingState } from './navigation-state';

/** The search page's text and filters, read from the query (?q=&promo=1&brand=1) or the spec's navigation state. */
export function readSearch(params: URLSearchParams, state: unknown) {
  const fromState = readListingState(state);
  return {
    q: (params.get('q') ?? fromState.searchInput ?? '').trim(),
    onlyPromotions: params.get('promo') === '1' || fromState.onlyPromotions === true,
    onlyBranded: params.get('brand') === '1' || fromState.onlyBranded === true,
  };
}
