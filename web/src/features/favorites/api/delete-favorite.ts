import type { FavoriteList, FavoriteRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { favoritesQueryOptions } from './get-favorites';

/** Spec 7, favorite/delete. It answers the whole list. */
export function deleteFavorite(barcode: string): Promise<FavoriteList> {
  const body: FavoriteRequest = { barcode };
  return apiRequest<FavoriteList>('/cli/slists/products/favorite/delete', { method: 'POST', body });
}

export function useDeleteFavorite(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavorite,
    onSuccess: (favorites) => {
      queryClient.setQueryData(favoritesQueryOptions(userId).queryKey, favorites);
    },
  });
}
