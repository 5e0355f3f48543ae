import type { State } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The regions that have at least one store of the chain. */
export function getStoreStates(signal?: AbortSignal): Promise<State[]> {
  return apiRequest<State[]>('/cli/stores/states', { signal });
}

export const storeStatesQueryOptions = queryOptions({
  queryKey: ['stores', 'states'],
  queryFn: ({ signal }) => getStoreStates(signal),
  staleTime: 30 * 60_000,
});

/** Only fetched while `enabled` (the state dropdown's flag is on). */
export function useStoreStates(enabled: boolean) {
  return useQuery({ ...storeStatesQueryOptions, enabled });
}
