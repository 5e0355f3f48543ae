import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '@/shared/ui/form/form-failure';
import { TextField } from '@/shared/ui/form/text-field';
import { Price } from '@/shared/ui/price';
import { Spinner } from '@/shared/ui/spinner';
import { invoiceUrls, usePeriodInvoices } from '../api/get-period-invoices';
import { currentMonth, validPeriod } from '../utils/period';
import { InvoiceRow } from './invoice-row';
import styles from './invoices.module.css';

/**
 * /staff/invoices (administrators, issue 32): the FatturaPA documents issued in a period,
 * each with its files and what the checks found, and the whole period as one ZIP for the
 * accountant.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState(currentMonth);
  const period = validPeriod(range.from, range.to);
  const invoices = usePeriodInvoices(period);
  const list = invoices.data ?? [];
  const total = list.reduce((sum, i) => sum + (i.kind === 'TD04' ? -i.total : i.total), 0);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('staff.invoices.title')}</h1>
      <p className={styles.hint}>{t('staff.invoices.intro')}</p>
      <fieldset className={styles.period}>
        <legend className="visually-hidden">{t('staff.invoices.period')}</legend>
        <TextField
          type="date"
          label={t('staff.invoices.from')}
          value={range.from}
          max={range.to}
          onChange={(e) => setRange({ ...range, from: e.target.value })}
        />
        <TextField
          type="date"
          label={t('staff.invoices.to')}
          value={range.to}
          min={range.from}
          error={period ? undefined : t('staff.invoices.badPeriod')}
          onChange={(e) => setRange({ ...range, to: e.target.value })}
        />
        {period && list.length > 0 ? (
          <a className={styles.zip} href={invoiceUrls.zip(period)} download>
            {t('staff.invoices.zip', { count: list.length })}
          </a>
        ) : null}
      </fieldset>
      {invoices.isLoading ? <Spinner label={t('staff.invoices.loading')} /> : null}
      {invoices.isError ? <FormFailure>{t('staff.invoices.loadError')}</FormFailure> : null}
      {invoices.isSuccess && list.length === 0 ? (
        <p className={styles.hint}>{t('staff.invoices.none')}</p>
      ) : null}
      {list.length > 0 ? (
        // Focusable: on a narrow screen the table scrolls sideways, by keyboard too.
        <div
          className={styles.scroll}
          role="region"
          aria-label={t('staff.invoices.title')}
          tabIndex={0}
        >
          <table className={styles.table} data-testid="invoices">
            <caption className="visually-hidden">{t('staff.invoices.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.invoices.number')}</th>
                <th scope="col">{t('staff.invoices.date')}</th>
                <th scope="col">{t('staff.invoices.order')}</th>
                <th scope="col">{t('staff.invoices.buyer')}</th>
                <th scope="col" className={styles.number}>
                  {t('staff.invoices.taxable')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('staff.invoices.vat')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('staff.invoices.total')}
                </th>
                <th scope="col">{t('staff.invoices.state')}</th>
                <th scope="col">{t('staff.invoices.files')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.length > 0 ? (
        <p>
          {t('staff.invoices.net')} <Price amount={Math.round(total * 100) / 100} />
        </p>
      ) : null}
    </div>
  );
}
