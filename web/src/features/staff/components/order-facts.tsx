import { isoToDisplayDate, type StaffOrderDetail } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { CustomerWishes } from './customer-wishes';
import { serviceContext } from '@/shared/i18n/service-context';
import styles from './preparation.module.css';

/** Who the order is for and what they asked of the store, before the picking starts. */
export function OrderFacts({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <dt>{t('staff.order.customer')}</dt>
      <dd>
        {order.customerName} · <a href={`tel:${order.customerPhone}`}>{order.customerPhone}</a>
      </dd>
      <dt>{t('staff.order.slot')}</dt>
      <dd>
        {t('staff.order.slotValue', {
          date: isoToDisplayDate(order.deliveryDate),
          from: order.validFrom,
          to: order.validTo,
        })}{' '}
        · {t(`order.mode.${order.deliveryMode}`)}
      </dd>
      {order.addressDescription ? (
        <>
          <dt>{t('staff.order.address')}</dt>
          <dd>{order.addressDescription}</dd>
        </>
      ) : null}
      <dt>{t('staff.order.payment')}</dt>
      <dd>
        {t(`order.payment.${order.paymentMode}`, { context: serviceContext(order.deliveryMode) })}
      </dd>
      <CustomerWishes order={order} />
      {order.loyaltyCard ? (
        <>
          <dt>{t('staff.order.card')}</dt>
          <dd>{order.loyaltyCard}</dd>
        </>
      ) : null}
      {order.invoice ? (
        <>
          <dt>{t('staff.order.invoice')}</dt>
          <dd>{t('staff.order.invoiceYes')}</dd>
        </>
      ) : null}
    </dl>
  );
}
