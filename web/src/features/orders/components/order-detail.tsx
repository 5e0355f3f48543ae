import { isoToDisplayDate, type Order } from '@spesa/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceContext } from '@/shared/i18n/service-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { Price } from '@/shared/ui/price';
import { Spinner } from '@/shared/ui/spinner';
import { useOrder } from '../api/get-order';
import { OrderActions } from './order-actions';
import { OrderInvoices } from './order-invoices';
import { OrderItems } from './order-items';
import { OrderVersions } from './order-versions';
import styles from './orders.module.css';

export interface OrderDetailProps {
  userId: string;
  orderId: string;
  /** More actions on the order, from another feature (the route passes them in). */
  extraActions?: (order: Order) => ReactNode;
}

/** Spec 9: the online card's pre-authorisation (total + 10 %), then what was charged. */
function OnlinePaymentFacts({ payment }: { payment: NonNullable<Order['onlinePayment']> }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('onlinePayment.preauthorised')}</dt>
      <dd>
        <Price amount={payment.authorised} />
        {payment.status === 'RELEASED' ? ` (${t('onlinePayment.released')})` : null}
      </dd>
      {payment.captured === null ? null : (
        <>
          <dt>{t('onlinePayment.captured')}</dt>
          <dd>
            <Price amount={payment.captured} />
          </dd>
        </>
      )}
    </>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  // A pickup is not delivered: its slot and its payment at the store read as such.
  const context = serviceContext(order.deliveryMode);
  return (
    <dl className={styles.facts}>
      <dt>{t('orders.detail.status')}</dt>
      <dd>{t(`order.status.${order.status}`)}</dd>
      <dt>{t('orders.detail.delivery', { context })}</dt>
      <dd>
        {t('orders.detail.deliveryWhen', {
          date: isoToDisplayDate(order.deliveryDate),
          from: order.validFrom,
          to: order.validTo,
        })}
      </dd>
      <dt>{t('orders.detail.store')}</dt>
      <dd>{order.storeDescription}</dd>
      <dt>{t('orders.detail.mode')}</dt>
      <dd>{t(`order.mode.${order.deliveryMode}`)}</dd>
      {order.cart.delivery.addressDescription ? (
        <>
          <dt>{t('orders.detail.address')}</dt>
          <dd>{order.cart.delivery.addressDescription}</dd>
        </>
      ) : null}
      <dt>{t('orders.detail.payment')}</dt>
      <dd>{t(`order.payment.${order.paymentMode}`, { context })}</dd>
      {order.onlinePayment ? <OnlinePaymentFacts payment={order.onlinePayment} /> : null}
      <dt>{t('orders.detail.replacement')}</dt>
      <dd>
        {t(order.enabledProductsReplacementChoice ? 'orders.detail.yes' : 'orders.detail.no')}
      </dd>
    </dl>
  );
}

/** The selected order: its facts, items per status, totals and the actions it allows. */
export function OrderDetail({ userId, orderId, extraActions }: OrderDetailProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const order = useOrder(userId, orderId);

  if (order.isPending) return <Spinner />;
  if (order.isError) return <EmptyState role="alert" title={t('orders.detail.loadError')} />;
  const data = order.data;
  return (
    <section className={styles.detail} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('orders.detail.title', { code: data.code })}
      </h2>
      <OrderFacts order={data} />
      <OrderInvoices userId={userId} order={data} />
      <OrderItems order={data} />
      <OrderVersions order={data} />
      <OrderActions order={data} extra={extraActions?.(data)} />
    </section>
  );
}
