import type { PriorityState } from '@spesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

const priorityKey = ['profile', 'priority'] as const;

/** GET /cli/profiles/priority: none, asked for, or granted (issue 29). */
export function usePriorityPlaces() {
  return useQuery({
    queryKey: priorityKey,
    queryFn: ({ signal }) => apiRequest<PriorityState>('/cli/profiles/priority', { signal }),
  });
}

/** POST /cli/profiles/priority: the customer asks, with the reason staff will read. */
export function useAskPriorityPlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<PriorityState>('/cli/profiles/priority', { method: 'POST', body: { reason } }),
    onSuccess: (state) => queryClient.setQueryData(priorityKey, state),
  });
}
