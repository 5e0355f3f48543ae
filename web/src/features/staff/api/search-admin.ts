import type { SearchMiss, Synonym, SynonymRequest } from '@spesa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupRequest } from './setup-request';

const synonymsKey = ['staff', 'search', 'synonyms'] as const;

/** GET /cli/staff/search/misses: the commonest searches that found nothing, last 30 days. */
export function useSearchMisses() {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'search', 'misses'],
      queryFn: ({ signal }) =>
        setupRequest<SearchMiss[]>('/cli/staff/search/misses?days=30', 'GET', undefined, signal),
    }),
  );
}

export function useSynonyms() {
  return useQuery(
    queryOptions({
      queryKey: synonymsKey,
      queryFn: ({ signal }) =>
        setupRequest<Synonym[]>('/cli/staff/search/synonyms', 'GET', undefined, signal),
    }),
  );
}

export function useSaveSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SynonymRequest) =>
      setupRequest<Synonym>('/cli/staff/search/synonyms', 'POST', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}

export function useDeleteSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => setupRequest<null>(`/cli/staff/search/synonyms/${id}`, 'DELETE'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}
