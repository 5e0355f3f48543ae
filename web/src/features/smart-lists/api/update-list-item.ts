import type { SmartList, SmartListItemUpdateRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { rememberList } from './list-cache';

/** Spec 7, items/update: sets a line's amount, never below 1. */
export function updateListItem(body: SmartListItemUpdateRequest): Promise<SmartList> {
  return apiRequest<SmartList>('/cli/slists/items/update', { method: 'POST', body });
}

export function useUpdateListItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListItem,
    onSuccess: (list) => rememberList(queryClient, userId, list),
  });
}
