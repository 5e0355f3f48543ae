import type { SmartList, SmartListItemCreateRequest } from '@spesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { rememberList } from './list-cache';

/** Spec 7, items/create: a product by barcode (its amount adds to a line already there) or a CUSTOM free-text item. */
export function createListItem(body: SmartListItemCreateRequest): Promise<SmartList> {
  return apiRequest<SmartList>('/cli/slists/items/create', { method: 'POST', body });
}

export function useCreateListItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListItem,
    onSuccess: (list) => rememberList(queryClient, userId, list),
  });
}
