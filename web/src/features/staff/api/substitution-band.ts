import type { SubstitutionBand } from '@spesa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setupPath, setupRequest } from './setup-request';

const bandKey = (storeId: string) => ['staff', 'substitution-band', storeId] as const;

/** GET and PUT …/substitution-band: the store's unit-price band for substitutes (issue 30). */
export function useSubstitutionBand(storeId: string) {
  return useQuery(
    queryOptions({
      queryKey: bandKey(storeId),
      queryFn: ({ signal }) =>
        setupRequest<SubstitutionBand>(
          `${setupPath(storeId)}/substitution-band`,
          'GET',
          undefined,
          signal,
        ),
    }),
  );
}

export function useSaveSubstitutionBand(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (band: SubstitutionBand) =>
      setupRequest<SubstitutionBand>(`${setupPath(storeId)}/substitution-band`, 'PUT', band),
    onSuccess: (band) => queryClient.setQueryData(bandKey(storeId), band),
  });
}
