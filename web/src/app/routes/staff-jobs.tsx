import { FailedJobsPage } from '@/features/staff/components/failed-jobs-page';

/** /staff/jobs: the background jobs that failed for good, for administrators (issue 28). */
export function StaffJobsRoute() {
  return <FailedJobsPage />;
}
