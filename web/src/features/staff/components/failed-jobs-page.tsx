import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useFailedJobs } from '../api/failed-jobs';
import { SetupFailure } from './setup-failure';
import styles from './setup.module.css';
import report from './search-report.module.css';
import own from './failed-jobs.module.css';

/** /staff/jobs: the background jobs (mail, reconciler, housekeeping) that failed for good. */
export function FailedJobsPage() {
  const { t, i18n } = useTranslation();
  const jobs = useFailedJobs();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('staff.jobs.title')}</h1>
      <p className={styles.hint}>{t('staff.jobs.intro')}</p>
      {jobs.isPending ? <Spinner label={t('staff.setup.loading')} /> : null}
      {jobs.isError ? <SetupFailure error={jobs.error} /> : null}
      {jobs.data?.length === 0 ? <p className={styles.hint}>{t('staff.jobs.none')}</p> : null}
      {jobs.data && jobs.data.length > 0 ? (
        // Focusable: on a narrow screen the table may scroll sideways, by keyboard too.
        <div
          className={report.scroll}
          role="region"
          aria-label={t('staff.jobs.title')}
          tabIndex={0}
        >
          <table className={report.table} data-testid="failed-jobs">
            <caption className="visually-hidden">{t('staff.jobs.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.jobs.name')}</th>
                <th scope="col" className={report.number}>
                  {t('staff.jobs.attempts')}
                </th>
                <th scope="col">{t('staff.jobs.lastError')}</th>
                <th scope="col">{t('staff.jobs.failedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.map((job) => (
                <tr key={job.id}>
                  <td>{t(`staff.jobs.queue.${job.name}`, { defaultValue: job.name })}</td>
                  <td className={report.number}>{job.attempts}</td>
                  <td className={own.reason}>{job.lastError}</td>
                  <td>
                    <time dateTime={job.failedAt}>{when.format(new Date(job.failedAt))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
