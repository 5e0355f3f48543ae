import type { SmartList, SmartListCopyRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useCurrentListStore } from '../state/current-list-store';
import { rememberList } from './list-cache';

/** Spec 7, slists/copy: a new list with the same items (title defaults to 'Copia di ' + title). */
export function copySmartList(body: SmartListCopyRequest): Promise<SmartList> {
  return apiRequest<SmartList>('/cli/slists/copy', { method: 'POST', body });
}

/** Spec 4: the list becomes current and the list of lists is read again. */
export function useCopySmartList(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copySmartList,
    onSuccess: (list) => {
      useCurrentListStore.getState().setCurrentId(list.id);
      return rememberList(queryClient, userId, list);
    },
  });
}
