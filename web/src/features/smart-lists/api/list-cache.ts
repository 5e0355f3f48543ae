import type { SmartList } from '@spesa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { smartListQueryOptions } from './get-smart-list';
import { smartListsQueryOptions } from './get-smart-lists';

/**
 * Every list call answers the whole list: it becomes the cached detail at once, and the
 * summaries (titles, item counts) are read again.
 */
export function rememberList(queryClient: QueryClient, userId: string, list: SmartList) {
  queryClient.setQueryData(smartListQueryOptions(userId, list.id).queryKey, list);
  return queryClient.invalidateQueries({ queryKey: smartListsQueryOptions(userId).queryKey });
}
