import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useSearchMisses } from '../api/search-admin';
import { SetupFailure } from './setup-failure';
import styles from './setup.module.css';
import report from './search-report.module.css';

/** The searches that found nothing over the last 30 days, commonest first (issue 16). */
export function SearchMisses() {
  const { t } = useTranslation();
  const titleId = useId();
  const misses = useSearchMisses();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('staff.search.misses.title')}
      </h2>
      <p className={styles.hint}>{t('staff.search.misses.intro')}</p>
      {misses.isPending ? <Spinner label={t('staff.setup.loading')} /> : null}
      {misses.isError ? <SetupFailure error={misses.error} /> : null}
      {misses.data?.length === 0 ? (
        <p className={styles.hint}>{t('staff.search.misses.none')}</p>
      ) : null}
      {misses.data && misses.data.length > 0 ? (
        <div className={report.scroll}>
          <table className={report.table} data-testid="search-misses">
            <caption className="visually-hidden">{t('staff.search.misses.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.search.misses.query')}</th>
                <th scope="col" className={report.number}>
                  {t('staff.search.misses.count')}
                </th>
                <th scope="col" className={report.number}>
                  {t('staff.search.misses.stores')}
                </th>
                <th scope="col">{t('staff.search.misses.lastDay')}</th>
              </tr>
            </thead>
            <tbody>
              {misses.data.map((miss) => (
                <tr key={miss.query}>
                  <td>{miss.query}</td>
                  <td className={report.number}>{miss.count}</td>
                  <td className={report.number}>{miss.stores}</td>
                  <td>{miss.lastDay}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
