import type { SmartList, SmartListCreateRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { useCurrentListStore } from '../state/current-list-store';
import { rememberList } from './list-cache';

/** Spec 7, slists/create: a new empty list. */
export function createSmartList(body: SmartListCreateRequest): Promise<SmartList> {
  return apiRequest<SmartList>('/cli/slists/create', { method: 'POST', body });
}

/** Spec 4: the list becomes current and the list of lists is read again. */
export function useCreateSmartList(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSmartList,
    onSuccess: (list) => {
      useCurrentListStore.getState().setCurrentId(list.id);
      return rememberList(queryClient, userId, list);
    },
  });
}
