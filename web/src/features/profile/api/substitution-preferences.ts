import type { RememberedSubstitutions, SubstitutionPreferenceRequest } from '@spesa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

const KEY = ['profile', 'substitutions'] as const;

/** GET /cli/profiles/substitutions: the choices remembered per product (issue 30). */
export function getSubstitutionPreferences(signal?: AbortSignal) {
  return apiRequest<RememberedSubstitutions>('/cli/profiles/substitutions', { signal });
}

export function useSubstitutionPreferences() {
  return useQuery(
    queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getSubstitutionPreferences(signal) }),
  );
}

/** PUT /cli/profiles/substitutions: sets one product's choice, or forgets it with DEFAULT. */
export function useSaveSubstitutionPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubstitutionPreferenceRequest) =>
      apiRequest<RememberedSubstitutions>('/cli/profiles/substitutions', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(KEY, answer),
  });
}
