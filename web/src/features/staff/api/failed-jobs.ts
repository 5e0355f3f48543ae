import type { FailedJob } from '@spesa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupRequest } from './setup-request';

/** GET /cli/staff/jobs/failed: background jobs that ran out of retries (administrators). */
export function useFailedJobs() {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'jobs', 'failed'],
      queryFn: ({ signal }) =>
        setupRequest<FailedJob[]>('/cli/staff/jobs/failed', 'GET', undefined, signal),
    }),
  );
}
