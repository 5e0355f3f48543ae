import type { SmartList, SmartListItemDeleteRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { rememberList } from './list-cache';

/** Spec 7, items/delete: removes a line. */
export function deleteListItem(body: SmartListItemDeleteRequest): Promise<SmartList> {
  return apiRequest<SmartList>('/cli/slists/items/delete', { method: 'POST', body });
}

export function useDeleteListItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListItem,
    onSuccess: (list) => rememberList(queryClient, userId, list),
  });
}
