import type { MandatoryParticular, ProductMasterImportReport } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportErrorsTable } from './import-errors-table';
import styles from './import.module.css';

/** The master import's report: counts, then every bad line or every product it creates or updates. */
export function MasterImportReport({ report }: { report: ProductMasterImportReport }) {
  const { t } = useTranslation();
  const titleId = useId();
  const missing = (list: MandatoryParticular[]) =>
    list.map((particular) => t(`staff.products.particular.${particular}`)).join(', ');
  const title = report.applied
    ? t('staff.import.reportApplied')
    : report.errors.length > 0
      ? t('staff.import.reportErrors', { count: report.errors.length })
      : t('staff.import.reportClean');
  return (
    <section className={styles.report} aria-labelledby={titleId} data-testid="master-report">
      <div role="status">
        <h2 id={titleId} className={styles.reportTitle}>
          {title}
        </h2>
      </div>
      <dl className={styles.counts}>
        {(['lines', 'created', 'updated'] as const).map((key) => (
          <div key={key} className={styles.count}>
            <dt>{t(`staff.products.counts.${key}`)}</dt>
            <dd>{report.counts[key]}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? (
        <ImportErrorsTable errors={report.errors} />
      ) : (
        <div
          className={styles.tableWrap}
          role="region"
          aria-label={t('staff.products.linesCaption')}
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption>{t('staff.products.linesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.import.line')}</th>
                <th scope="col">{t('staff.import.product')}</th>
                <th scope="col">{t('staff.products.action')}</th>
                <th scope="col">{t('staff.products.missing')}</th>
              </tr>
            </thead>
            <tbody>
              {report.lines.map((line) => (
                <tr key={line.line}>
                  <td>{line.line}</td>
                  <td>
                    {line.description}
                    <br />
                    <span className={styles.barcode}>{line.barcode}</span>
                  </td>
                  <td>{t(`staff.products.actions.${line.action}`)}</td>
                  <td>
                    {line.missing.length > 0 ? missing(line.missing) : t('staff.products.complete')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
