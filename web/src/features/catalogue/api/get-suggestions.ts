import type { SearchSuggestions } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';

/** Suggestions start at the second character (issue 16). */
export const SUGGEST_FROM = 2;
/** Short enough to feel instant, long enough not to ask for every keystroke. */
export const SUGGEST_DEBOUNCE_MS = 180;

export function getSuggestions(
  storeId: string,
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  return apiRequest<SearchSuggestions>(`/cli/ecommerce/products/${storeId}/suggestions`, {
    query: { q },
    signal,
  });
}

export function suggestionsQueryOptions(storeId: string | undefined, q: string) {
  const ready = storeId !== undefined && q.length >= SUGGEST_FROM;
  return queryOptions({
    queryKey: ['products', 'suggestions', storeId, q],
    queryFn: ready ? ({ signal }) => getSuggestions(storeId, q, signal) : skipToken,
    // The previous list stays while the next word is typed, so the box does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Suggestions for the text once typing pauses; none below two characters. */
export function useSuggestions(storeId: string | undefined, text: string) {
  const q = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery(suggestionsQueryOptions(storeId, q));
  const empty: SearchSuggestions = { categories: [], products: [] };
  return q.length >= SUGGEST_FROM && text.trim().length >= SUGGEST_FROM
    ? (query.data ?? empty)
    : empty;
}
