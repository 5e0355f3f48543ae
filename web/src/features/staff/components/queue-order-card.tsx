import type { StaffQueueOrder } from '@spesa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '@/shared/ui/price';
import { StatusBadge } from './status-badge';
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
        <dt>{t('staff.order.replacement')}</dt>
        <dd className={order.enableProductsReplacement ? styles.yes : styles.no}>
          {t(
            order.enableProductsReplacement
              ? 'staff.order.replacementYes'
              : 'staff.order.replacementNo',
          )}
        </dd>
        {order.notes ? (
          <>
            <dt>{t('staff.order.notes')}</dt>
            <dd className={styles.notes}>{order.notes}</dd>
          </>
        ) : null}
        {order.integrationNotes ? (
          <>
            <dt>{t('staff.order.integrationNotes')}</dt>
            <dd className={styles.notes}>{order.integrationNotes}</dd>
          </>
        ) : null}
      </dl>
      <Link className={styles.open} to={`/staff/orders/${order.id}`}>
        {t('staff.queue.open', { code: order.code })}
      </Link>
    </article>
  );
}
