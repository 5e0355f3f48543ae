import { isoToDisplayDate, type Order } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceFileUrls, useOrderInvoices } from '../api/get-order-invoices';
import styles from './orders.module.css';

export interface OrderInvoicesProps {
  userId: string;
  order: Order;
}

/**
 * 'Fattura' of an order that asked for one (issue 32): each document, once the store has
 * completed the order, as the XML file to save and a readable copy to open.
 */
export function OrderInvoices({ userId, order }: OrderInvoicesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const invoices = useOrderInvoices(userId, order.id, order.cart.invoice);
  if (!order.cart.invoice) return null;
  const list = invoices.data ?? [];
  return (
    <section className={styles.invoices} aria-labelledby={titleId} data-testid="order-invoices">
      <h3 id={titleId} className={styles.invoicesTitle}>
        {t('orders.invoices.title')}
      </h3>
      {invoices.isSuccess && list.length === 0 ? <p>{t('orders.invoices.pending')}</p> : null}
      {invoices.isError ? <p role="alert">{t('orders.invoices.loadError')}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.invoiceList}>
          {list.map((invoice) => {
            const urls = invoiceFileUrls(order.id, invoice.id);
            const name = t(`orders.invoices.kind.${invoice.kind}`, {
              number: invoice.number,
              date: isoToDisplayDate(invoice.date),
            });
            return (
              <li key={invoice.id} className={styles.invoiceItem}>
                <span>{name}</span>
                <a href={urls.xml} download={invoice.fileName}>
                  {t('orders.invoices.xml')}
                  <span className="visually-hidden"> {name}</span>
                </a>
                <a href={urls.copy} target="_blank" rel="noopener">
                  {t('orders.invoices.copy')}
                  <span className="visually-hidden">
                    {' '}
                    {name} {t('orders.invoices.newTab')}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
