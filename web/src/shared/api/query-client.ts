import { QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_CODE } from './api-error';

const MAX_RETRIES = 2;

// A business error will not fix itself: only transport failures and 5xx are retried.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  return error.code === NETWORK_ERROR_CODE || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
    },
  });
}
