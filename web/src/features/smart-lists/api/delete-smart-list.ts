import type { SmartListDeleteRequest, SmartListSummaries } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useCurrentListStore } from '../state/current-list-store';
import { smartListQueryOptions } from './get-smart-list';
import { smartListsQueryOptions } from './get-smart-lists';

/** Spec 7, slists/delete: answers the lists left; the last list cannot go (2035). */
export function deleteSmartList(id: string): Promise<SmartListSummaries> {
  const body: SmartListDeleteRequest = { id };
  return apiRequest<SmartListSummaries>('/cli/slists/delete', { method: 'POST', body });
}

/** Spec 4: after a delete the first remaining list becomes current. */
export function useDeleteSmartList(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSmartList,
    onSuccess: (left, id) => {
      useCurrentListStore.getState().setCurrentId(left[0]?.id ?? null);
      queryClient.setQueryData(smartListsQueryOptions(userId).queryKey, left);
      queryClient.removeQueries({ queryKey: smartListQueryOptions(userId, id).queryKey });
    },
  });
}
