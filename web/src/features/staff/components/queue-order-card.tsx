import type { StaffQueueOrder } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '@/shared/ui/price';
import { StatusBadge } from './status-badge';
import { CustomerWishes } from './customer-wishes';
import styles from './queue.module.css';

/** One order of the queue: who, when, what they asked of the store, and the way in. */
export function QueueOrderCard({ order }: { order: StaffQueueOrder }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {t('staff.queue.orderTitle', { code: order.code, name: order.customerName })}
        </h3>
        <StatusBadge status={order.status} />
        {(order.version ?? 1) > 1 ? (
          <span
            className={styles.changed}
            title={t('staff.queue.changedTitle', { version: order.version })}
          >
            {t('staff.queue.changed')}
          </span>
        ) : null}
      </div>
      <dl className={styles.cardFacts}>
        <dt>{t('staff.order.slot')}</dt>
        <dd>
          {t('staff.queue.slotTime', { from: order.validFrom, to: order.validTo })} ·{' '}
          {t(`order.mode.${order.deliveryMode}`)}
        </dd>
        <dt>{t('staff.order.items')}</dt>
        <dd>
          {t('staff.order.itemsValue', { lines: order.linesCount, items: order.itemsCount })} ·{' '}
          <Price amount={order.totalToPay} />
        </dd>
        <CustomerWishes order={order} />
      </dl>
      <Link className={styles.open} to={`/staff/orders/${order.id}`}>
        {t('staff.queue.open', { code: order.code })}
      </Link>
    </article>
  );
}
