import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_CODE } from './api-error';
import { reportCartGone } from './cart-gone-guard';
import { reportSessionError } from './session-guard';

const MAX_RETRIES = 2;

// A business error will not fix itself: only transport failures and 5xx are retried.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  return error.code === NETWORK_ERROR_CODE || error.status >= 500;
}

export interface QueryClientOptions {
  /** Tests turn retries off so failures show at once. */
  retry?: false;
}

function reportFailure(error: unknown): void {
  reportSessionError(error);
  reportCartGone(error);
}

/**
 * The app's client: every failed query or mutation is checked for a lost session (spec 6) and
 * for a cart gone from under the screen.
 */
export function createQueryClient({ retry }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportFailure }),
    mutationCache: new MutationCache({ onError: reportFailure }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: retry ?? shouldRetry,
      },
    },
  });
}
