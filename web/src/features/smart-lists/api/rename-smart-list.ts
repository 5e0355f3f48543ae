import type { SmartList, SmartListRenameRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useCurrentListStore } from '../state/current-list-store';
import { rememberList } from './list-cache';

/** Spec 7, slists/rename. */
export function renameSmartList(body: SmartListRenameRequest): Promise<SmartList> {
  return apiRequest<SmartList>('/cli/slists/rename', { method: 'POST', body });
}

/** Spec 4: the list becomes current and the list of lists is read again. */
export function useRenameSmartList(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSmartList,
    onSuccess: (list) => {
      useCurrentListStore.getState().setCurrentId(list.id);
      return rememberList(queryClient, userId, list);
    },
  });
}
