import { FailedJobs } from '@spesa/contracts';
import { failedJobs } from '../../jobs/failed-jobs';
import { ok } from '../../http/reply';
import type { RouteApp } from '../../http/route-schema';
import type { ModuleOptions } from '../module-options';
import { authenticateStaff, requireAdmin } from './staff-auth';

/** The background jobs that failed for good, for administrators (issue 28). */
export async function failedJobsRoutes(app: RouteApp, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get(
    '/staff/jobs/failed',
    {
      schema: {
        tag: 'Staff',
        summary: 'Background jobs that failed for good',
        description:
          'Administrators only (403 otherwise): jobs that ran out of retries, newest first, with a short reason.',
        auth: 'staff',
        data: FailedJobs,
      },
    },
    async (request) => {
      requireAdmin(await authenticateStaff(request, db));
      return ok(await failedJobs(db));
    },
  );
}
