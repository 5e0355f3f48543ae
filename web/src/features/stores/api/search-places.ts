import type { ZipCity } from '@spesa/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Shorter text matches too many towns to be useful. */
export const MIN_PLACE_QUERY_LENGTH = 2;

/** Digits are a postcode prefix, anything else a town name. */
export function placeSearchParams(text: string): { q: string } | { zipCode: string } {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? { zipCode: trimmed.slice(0, 5) } : { q: trimmed };
}

export function searchPlaces(text: string, signal?: AbortSignal): Promise<ZipCity[]> {
  return apiRequest<ZipCity[]>('/cli/addresses/zipcodescities', {
    query: placeSearchParams(text),
    signal,
  });
}

/** `text` is expected already debounced: every distinct value is one call. */
export function searchPlacesQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: ['places', trimmed],
    queryFn:
      trimmed.length < MIN_PLACE_QUERY_LENGTH
        ? skipToken
        : ({ signal }) => searchPlaces(trimmed, signal),
    // Suggestions stay on screen while a refined search is on its way.
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

export function useSearchPlaces(text: string) {
  return useQuery(searchPlacesQueryOptions(text));
}
