import type { StaffQueueOrder } from '@spesa/contracts';
import { useTranslation } from 'react-i18next';
import { serviceContext } from '@/shared/i18n/service-context';
import styles from './customer-wishes.module.css';

/**
 * What the customer asked of the picking, as terms of the caller's list: whether substitutes
 * are welcome, and the notes. Shown on the queue card and on the preparation screen alike.
 */
export function CustomerWishes({ order }: { order: StaffQueueOrder }) {
  const { t } = useTranslation();
  const replacement = order.enableProductsReplacement;
  return (
    <>
      <dt>{t('staff.order.replacement')}</dt>
      <dd className={replacement ? styles.yes : styles.no}>
        {t(replacement ? 'staff.order.replacementYes' : 'staff.order.replacementNo')}
      </dd>
      {order.notes ? (
        <>
          <dt>{t('staff.order.notes', { context: serviceContext(order.deliveryMode) })}</dt>
          <dd className={styles.notes}>{order.notes}</dd>
        </>
      ) : null}
      {order.integrationNotes ? (
        <>
          <dt>{t('staff.order.integrationNotes')}</dt>
          <dd className={styles.notes}>{order.integrationNotes}</dd>
        </>
      ) : null}
    </>
  );
}
