import { isoToDisplayDate, type InvoiceItem } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { Price } from '@/shared/ui/price';
import { invoiceUrls } from '../api/get-period-invoices';
import styles from './invoices.module.css';

/** One document of the period: a credit note names the invoice it corrects. */
export function InvoiceRow({ invoice }: { invoice: InvoiceItem }) {
  const { t } = useTranslation();
  const name = t(`staff.invoices.kind.${invoice.kind}`, { number: invoice.number });
  return (
    <tr>
      <td>
        {name}
        {invoice.relatedNumber ? (
          <>
            <br />
            {t('staff.invoices.corrects', { number: invoice.relatedNumber })}
          </>
        ) : null}
      </td>
      <td>{isoToDisplayDate(invoice.date)}</td>
      <td>{invoice.orderCode}</td>
      <td>
        {invoice.buyerName}
        <br />
        <small>{t(`staff.invoices.buyerKind.${invoice.buyerKind}`)}</small>
      </td>
      <td className={styles.number}>
        <Price amount={invoice.taxable} />
      </td>
      <td className={styles.number}>
        <Price amount={invoice.vat} />
      </td>
      <td className={styles.number}>
        <Price amount={invoice.total} />
      </td>
      <td>
        {invoice.problems.length === 0 ? (
          t('staff.invoices.ready')
        ) : (
          <ul className={styles.problems}>
            {invoice.problems.map((p, i) => (
              <li key={i}>
                {p.code}: {p.message}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <span className={styles.files}>
          <a href={invoiceUrls.xml(invoice.id)} download={invoice.fileName}>
            XML<span className="visually-hidden"> {name}</span>
          </a>
          <a href={invoiceUrls.copy(invoice.id)} target="_blank" rel="noopener">
            {t('staff.invoices.copy')}
            <span className="visually-hidden">
              {' '}
              {name} {t('staff.invoices.newTab')}
            </span>
          </a>
        </span>
      </td>
    </tr>
  );
}
