import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { useStaffStore } from '../stores/staff-store';
import { staffSessionKey } from './get-staff-session';

/**
 * The staff area's own query client. The shop's client logs the shopper out on any 401/403,
 * which a staff call must never do; here a 401 ends the staff session only (a 12-hour shift
 * over, or a logout elsewhere) and a 403 is just another store's order.
 */
export function createStaffQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return;
    client.setQueryData(staffSessionKey, null);
    useStaffStore.getState().setSession(null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 15_000, refetchOnWindowFocus: true, retry: false },
    },
  });
  return client;
}
