import type { WebConfiguration } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Everything off until the server says otherwise: the spec's defaults. */
export const defaultWebConfiguration: WebConfiguration = {
  features: { smartLists: false, savedPayments: false, stateDropdown: false, cartLists: false },
  mapTileUrl: null,
  mapAttribution: '',
  storesPageSize: 10,
  defaultStateId: null,
  ecommerce: true,
};

export function getWebConfiguration(signal?: AbortSignal): Promise<WebConfiguration> {
  return apiRequest<WebConfiguration>('/cli/configuration/web', { signal });
}

export const webConfigurationQueryOptions = queryOptions({
  queryKey: ['configuration', 'web'],
  queryFn: ({ signal }) => getWebConfiguration(signal),
  staleTime: Infinity,
});

/** The runtime configuration, or the defaults while it loads or if it fails. */
export function useWebConfiguration(): WebConfiguration {
  const { data } = useQuery(webConfigurationQueryOptions);
  return data ?? defaultWebConfiguration;
}
