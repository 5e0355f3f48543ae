import type { FavoriteList } from '@spesa/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 7, favorite/all: the customer's favourite products, newest first. */
export function getFavorites(signal?: AbortSignal): Promise<FavoriteList> {
  return apiRequest<FavoriteList>('/cli/slists/products/favorite/all', { signal });
}

/** Keyed by user so one customer's favourites never show to the next; idle for a guest. */
export function favoritesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['favorites', userId],
    queryFn: userId === null ? skipToken : ({ signal }) => getFavorites(signal),
  });
}

export function useFavorites(userId: string | null) {
  return useQuery(favoritesQueryOptions(userId));
}
