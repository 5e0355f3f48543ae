import {
  formatPrice,
  isoToDisplayDate,
  type CatalogueImportReport,
  type ImportChange,
  type ImportCounts,
} from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/shared/i18n/languages';
import { Price } from '@/shared/ui/price';
import { ImportErrorsTable } from './import-errors-table';
import styles from './import.module.css';

const countKeys = [
  'lines',
  'unchanged',
  'newInStore',
  'priceChanges',
  'madeAvailable',
  'madeUnavailable',
  'promotionsSet',
  'promotionsEnded',
] as const satisfies readonly (keyof ImportCounts)[];

function PriceChange({ change }: { change: ImportChange }) {
  const { t } = useTranslation();
  if (!change.price) return <>{t('staff.import.same')}</>;
  return (
    <>
      {change.price.from === null ? t('staff.import.new') : <Price amount={change.price.from} />} →{' '}
      <Price amount={change.price.to} />
    </>
  );
}

function ChangeSummary({ change }: { change: ImportChange }) {
  const { t, i18n } = useTranslation();
  const parts: string[] = [];
  if (change.available)
    parts.push(
      t(change.available.to ? 'staff.import.nowAvailable' : 'staff.import.nowUnavailable'),
    );
  if (change.promotion?.to)
    parts.push(
      t('staff.import.promotion', {
        price: formatPrice(change.promotion.to.price, localeFor(i18n.resolvedLanguage)),
        from: isoToDisplayDate(change.promotion.to.validFrom),
        to: isoToDisplayDate(change.promotion.to.validTo),
      }),
    );
  else if (change.promotion) parts.push(t('staff.import.promotionEnded'));
  // Art. 17-bis: the 'lowest price of the last 30 days' the new offer will show, or why none.
  const to = change.promotion?.to;
  if (to?.lowestPrice30Days != null)
    parts.push(
      t('staff.import.lowest30Days', {
        price: formatPrice(to.lowestPrice30Days, localeFor(i18n.resolvedLanguage)),
      }),
    );
  else if (to?.lowestPriceAbsence)
    parts.push(t(`staff.import.lowestAbsence.${to.lowestPriceAbsence}`));
  if (change.perishable)
    parts.push(
      t(change.perishable.to ? 'staff.import.nowPerishable' : 'staff.import.notPerishable'),
    );
  return <>{parts.join(' · ') || t('staff.import.same')}</>;
}

/** The import's report: its counts, then every bad line, or every change the file makes. */
export function ImportReport({ report }: { report: CatalogueImportReport }) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = report.applied
    ? t('staff.import.reportApplied')
    : report.errors.length > 0
      ? t('staff.import.reportErrors', { count: report.errors.length })
      : t('staff.import.reportClean');
  return (
    <section className={styles.report} aria-labelledby={titleId}>
      {/* Announced when the answer comes: the report replaces the form's focus point. */}
      <div role="status">
        <h2 id={titleId} className={styles.reportTitle}>
          {title}
        </h2>
      </div>
      <dl className={styles.counts}>
        {countKeys.map((key) => (
          <div key={key} className={styles.count}>
            <dt>{t(`staff.import.counts.${key}`)}</dt>
            <dd>{report.counts[key]}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? <ImportErrorsTable errors={report.errors} /> : null}
      {report.changes.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('staff.import.changesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.import.line')}</th>
                <th scope="col">{t('staff.import.product')}</th>
                <th scope="col">{t('staff.import.price')}</th>
                <th scope="col">{t('staff.import.other')}</th>
              </tr>
            </thead>
            <tbody>
              {report.changes.map((change) => (
                <tr key={change.line}>
                  <td>{change.line}</td>
                  <td>
                    {change.description}
                    <br />
                    <span className={styles.barcode}>{change.barcode}</span>
                  </td>
                  <td>
                    <PriceChange change={change} />
                  </td>
                  <td>
                    <ChangeSummary change={change} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
