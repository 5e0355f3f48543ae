import type { FastifyInstance } from 'fastify';
import { failedJobs } from '../../jobs/failed-jobs';
import { ok } from '../../http/reply';
import type { ModuleOptions } from '../routes';
import { authenticateStaff, requireAdmin } from './staff-auth';

/** The background jobs that failed for good, for administrators (issue 28). */
export async function failedJobsRoutes(app: FastifyInstance, opts: ModuleOptions): Promise<void> {
  const { db } = opts;

  app.get('/staff/jobs/failed', async (request) => {
    requireAdmin(await authenticateStaff(request, db));
    return ok(await failedJobs(db));
  });
}
