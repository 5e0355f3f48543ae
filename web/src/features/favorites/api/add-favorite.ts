import type { FavoriteList, FavoriteRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { favoritesQueryOptions } from './get-favorites';

/** Spec 7, favorite/add (adding one twice changes nothing). It answers the whole list. */
export function addFavorite(barcode: string): Promise<FavoriteList> {
  const body: FavoriteRequest = { barcode };
  return apiRequest<FavoriteList>('/cli/slists/products/favorite/add', { method: 'POST', body });
}

export function useAddFavorite(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (favorites) => {
      queryClient.setQueryData(favoritesQueryOptions(userId).queryKey, favorites);
    },
  });
}
