import { z } from 'zod';

/**
 * GET /cli/staff/jobs/failed (administrators, issue 28): background jobs that ran out of
 * retries, newest first. `lastError` is a short reason, never a stack or a query.
 */
export const FailedJob = z.object({
  id: z.uuid(),
  /** The queue: mail-send, mail-sweep, payments-reconcile, accounts-housekeeping. */
  name: z.string(),
  attempts: z.number().int().min(1),
  lastError: z.string(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof FailedJob>;

export const FailedJobs = z.array(FailedJob);
export type FailedJobs = z.infer<typeof FailedJobs>;
